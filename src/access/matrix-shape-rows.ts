import { isActiveProfile, mayUseArea } from './administrator.ts';
import { MATRIX_ROLES, type MatrixActor } from './matrix-actors.ts';
import type { Area } from './model.ts';
import { decided, nobody } from './matrix-s1000d-rows.ts';

const PBS = 'pbsProjects';
const IPS = 'ipsProjects';
const DRAFTS = 'ipsProjectDrafts';
const creates = (area: Area) => (a: MatrixActor) =>
  !!a.uid && isActiveProfile(a.profile) && mayUseArea(a.profile, MATRIX_ROLES, area, 'create');

/**
 * Every field a writable collection takes is listed and bounded (issue 14 item 4, decision
 * 1300): project documents, profile and session values, times that must be times.
 */
export const SHAPE_ROWS = [
  decided(
    'pbsProjects',
    'create-migrated',
    'create a migrated breakdown (originalId, legacyFields)',
    creates('pbs-projects'),
  ),
  nobody('pbsProjects', 'create-extra-field', 'create with an unknown 100 KB field'),
  nobody('pbsProjects', 'create-many-items', 'create with 10,001 items'),
  nobody(PBS, 'create-long-items-text', 'create with items as a 1,000,001-character text'),
  nobody(PBS, 'create-items-list', 'create with items as a list (a 100 KB item), not a text'),
  nobody('pbsProjects', 'create-long-description', 'create with a 2,001-character description'),
  nobody('pbsProjects', 'update-extra-field', 'add an unknown field to own breakdown'),
  nobody('pbsProjects', 'create-text-time', 'create with a 100 KB text as createdAt'),
  decided(
    'plmData',
    'create-migrated',
    'create a migrated record under data',
    creates('pbs-projects'),
  ),
  nobody('plmData', 'create-extra-field', 'create with an unknown top-level field'),
  nobody('ipsProjects', 'create-extra-field', 'create with an unknown field'),
  nobody('ipsProjects', 'create-long-customer', 'create with a 201-character customer'),
  nobody('ipsProjects', 'create-many-members', 'create with 201 team members'),
  nobody(IPS, 'create-long-team-text', 'create with the team as a 100,001-character text'),
  nobody(IPS, 'create-long-milestones-text', 'create with milestones as 100,001 characters'),
  nobody(IPS, 'create-long-figures-text', 'create with the figures as 100,001 characters'),
  nobody(IPS, 'create-team-list', 'create with the team as a list (a 100 KB member)'),
  nobody(IPS, 'create-figures-list', 'create with the figures as a list (a 100 KB one)'),
  nobody('ipsProjects', 'create-long-specification', 'create naming a 129-character specification'),
  nobody('ipsProjectDrafts', 'create-extra-field', 'create with an unknown field'),
  nobody('ipsProjectDrafts', 'create-data-extra-field', 'create with an unknown field in data'),
  nobody(DRAFTS, 'create-long-team-text', 'create with data.team as 100,001 characters'),
  nobody(
    DRAFTS,
    'create-long-milestones-text',
    'create with data.milestones as 100,001 characters',
  ),
  nobody(DRAFTS, 'create-milestones-list', 'create with data.milestones as a list (100 KB)'),
  nobody(
    'ipsProjectDrafts',
    'create-long-data',
    'create with a 2,001-character description in data',
  ),
  nobody('roles', 'create-text-time', 'create a role with a 100 KB text as createdAt'),
  nobody('users', 'create-long-pin', 'create a profile with a 129-character PIN'),
  nobody('users', 'create-long-enrolled-id', 'create a profile enrolled in a 129-character id'),
  nobody('users', 'edit-text-time', "set another's lastLogin to a 100 KB text"),
  nobody('ipsBuckets', 'create-text-time', 'create a bucket with a 100 KB text as updatedAt'),
  nobody('sessions', 'admin-extra-field', 'add an unknown field to a session'),
  nobody('todos', 'create-long-teacher', 'create a to-do for a 129-character teacher id'),
  nobody('projectImports', 'create-long-owner', 'create a marker owned by a 129-character id'),
];
