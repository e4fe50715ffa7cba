import { nobody } from './matrix-s1000d-rows.ts';

/**
 * Values on `users` that only administrators, or the bootstrap administrator on their own first
 * profile, write without user management's full check against the roles (decision 1760): each
 * bounded, each refused for every actor. The bootstrap rows are the first-run profile of the
 * `bootstrap-address` actor.
 */
export const ADMIN_VALUE_ROWS = [
  nobody(
    'users',
    'refresh-entry-text-flag',
    "refresh a summary whose role entry's teaches is a 100 KB text",
  ),
  nobody('users', 'refresh-entry-extra-key', 'refresh a summary whose role entry has a fifth key'),
  nobody(
    'users',
    'refresh-entry-long-grants',
    'refresh a summary whose role entry grants a 100 KB text',
  ),
  nobody(
    'users',
    'refresh-entry-text-values',
    "refresh a summary whose role entry's four values are 100 KB texts",
  ),
  nobody(
    'users',
    'refresh-entry-claims-more',
    "refresh a summary whose operator-role entry grants user-management's five",
  ),
  nobody(
    'users',
    'refresh-forged-totals',
    "refresh a summary whose grants add user-management edit to its roles'",
  ),
  nobody(
    'users',
    'bootstrap-long-role-id',
    'bootstrap: create own profile with a 129-character role id',
  ),
  nobody(
    'users',
    'bootstrap-long-course-id',
    'bootstrap: create own profile with a 129-character courseId',
  ),
  nobody('users', 'bootstrap-long-pin', 'bootstrap: create own profile with a 129-character PIN'),
  nobody(
    'users',
    'bootstrap-long-description',
    'bootstrap: create own profile with a 201-character accessCodeDescription',
  ),
  nobody(
    'users',
    'bootstrap-text-last-login',
    'bootstrap: create own profile with lastLogin a 100 KB text',
  ),
  nobody(
    'users',
    'bootstrap-text-expiry',
    'bootstrap: create own profile with accessCodeExpiryDate a 100 KB text',
  ),
  nobody(
    'users',
    'bootstrap-entry-text',
    "bootstrap: create own profile whose summary's role entry is 100 KB texts",
  ),
  nobody(
    'users',
    'bootstrap-text-grant',
    "bootstrap: create own profile whose summary's grants hold a 100 KB text",
  ),
];
