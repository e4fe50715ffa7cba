import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { accessSummary, type AccessSummary } from '#access/access-summary.ts';
import { LIMITS } from '#access/limits.ts';
import { BOOTSTRAP_EMAIL, MATRIX_ROLES, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { newProfileDocument } from '../../src/data/users.ts';
import { ADMIN_VALUE_ROWS } from '#access/matrix-admin-value-rows.ts';
import { ids } from './matrix-seed.ts';
import type { Operation } from './matrix-operations.ts';

const over = (limit: number) => 'x'.repeat(limit + 1);
const big = 'x'.repeat(100_000);
const USER_MANAGEMENT = ['view', 'edit', 'create', 'delete', 'admin'].map(
  (action) => `user-management:${action}`,
);
const fourTexts = { teaches: big, administratorLike: big, administers: big, grants: big };

/** A summary whose first role entry is replaced (the other four stay as computed). */
function withEntry(summary: AccessSummary, entry: object) {
  return { ...summary, roles: [entry, ...summary.roles.slice(1)] };
}

/** An administrator's refresh of a holder's summary (the refresh-summary row), one entry bad. */
function refresh(
  db: Firestore,
  a: MatrixActor,
  entry: (base: AccessSummary['roles'][0]) => object,
) {
  const summary = accessSummary({ assignedRoles: ['operator-role'] }, MATRIX_ROLES);
  return updateDoc(doc(db, 'users', ids.refreshTarget(a.id)), {
    access: withEntry(summary, entry(summary.roles[0]!)),
    updatedAt: serverTimestamp(),
  });
}

/**
 * The profile the bootstrap writes at the first run (src/data/bootstrap-admin.ts), for `uid`,
 * with `change` applied: tests/accounts/bootstrap-admin.test.ts shows it is allowed unchanged.
 */
export function bootstrapProfile(uid: string, change: Record<string, unknown> = {}) {
  const roleIds = (change.assignedRoles as string[] | undefined) ?? ['system-administrator'];
  const base = newProfileDocument(
    {
      uid,
      email: BOOTSTRAP_EMAIL,
      name: 'Administrator',
      enrolledCourses: [],
      assignedRoles: roleIds,
      selectedRole: 'admin',
      isSystemAdmin: true,
      mustChangePassword: false,
    },
    MATRIX_ROLES,
  );
  return { ...base, ...change };
}

/** One bad value each (the rows of ADMIN_VALUE_ROWS that start with bootstrap-). */
export const BOOTSTRAP_BAD_VALUES: Record<string, Record<string, unknown>> = {
  'long-role-id': { assignedRoles: ['system-administrator', over(LIMITS.users.code)] },
  'long-course-id': { courseId: over(LIMITS.users.code) },
  'long-pin': { pin: over(LIMITS.users.code) },
  'long-description': { accessCodeDescription: over(LIMITS.accessCodes.description) },
  'text-last-login': { lastLogin: big },
  'text-expiry': { accessCodeExpiryDate: big },
};

function bootstrap(db: Firestore, a: MatrixActor, change: Record<string, unknown>) {
  const uid = uidOf(a.id);
  return setDoc(doc(db, 'users', uid), bootstrapProfile(uid, change));
}

function bootstrapEntryText(db: Firestore, a: MatrixActor) {
  const uid = uidOf(a.id);
  const base = bootstrapProfile(uid);
  return setDoc(doc(db, 'users', uid), { ...base, access: withEntry(base.access, fourTexts) });
}

function bootstrapTextGrant(db: Firestore, a: MatrixActor) {
  const uid = uidOf(a.id);
  const base = bootstrapProfile(uid);
  return setDoc(doc(db, 'users', uid), { ...base, access: { ...base.access, grants: [big] } });
}

/** Operations of ADMIN_VALUE_ROWS (src/access/matrix-admin-value-rows.ts, decision 1760). */
export const adminValueOperations: Record<string, Operation> = {
  'users.refresh-entry-text-flag': (db, a) => refresh(db, a, (e) => ({ ...e, teaches: big })),
  'users.refresh-entry-extra-key': (db, a) => refresh(db, a, (e) => ({ ...e, note: 'x' })),
  'users.refresh-entry-long-grants': (db, a) => refresh(db, a, (e) => ({ ...e, grants: [big] })),
  'users.refresh-entry-text-values': (db, a) => refresh(db, a, () => fourTexts),
  'users.refresh-entry-claims-more': (db, a) =>
    refresh(db, a, (e) => ({ ...e, grants: [...e.grants, ...USER_MANAGEMENT] })),
  'users.refresh-forged-totals': (db, a) => {
    const summary = accessSummary({ assignedRoles: ['operator-role'] }, MATRIX_ROLES);
    return updateDoc(doc(db, 'users', ids.refreshTarget(a.id)), {
      access: { ...summary, grants: [...summary.grants, 'user-management:edit'] },
      updatedAt: serverTimestamp(),
    });
  },
  ...Object.fromEntries(
    Object.entries(BOOTSTRAP_BAD_VALUES).map(([key, change]) => [
      `users.bootstrap-${key}`,
      (db: Firestore, a: MatrixActor) => bootstrap(db, a, change),
    ]),
  ),
  'users.bootstrap-entry-text': bootstrapEntryText,
  'users.bootstrap-text-grant': bootstrapTextGrant,
};

/**
 * Each bootstrap row is the first run: no profile for the address yet. Without this, a row's
 * write that the rules wrongly allowed would turn the next rows' creates into updates.
 */
export const adminValueSetup: Record<string, (env: RulesTestEnvironment) => Promise<void>> =
  Object.fromEntries(
    ADMIN_VALUE_ROWS.filter((r) => r.id.startsWith('users.bootstrap-')).map((r) => [
      r.id,
      (env: RulesTestEnvironment) =>
        env.withSecurityRulesDisabled(async (context) => {
          const db = context.firestore() as unknown as Firestore;
          await deleteDoc(doc(db, 'users', uidOf('bootstrap-address')));
        }),
    ]),
  );
