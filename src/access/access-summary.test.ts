import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTS,
  accessSummary,
  completePermissions,
  grantOf,
  grantsOf,
  isSummaryCurrent,
  NO_HOLDER_ACCESS,
  roleDocument,
} from './access-summary.ts';
import { isActiveTeacher, isAdministrator, mayUseArea } from './administrator.ts';
import { ACTIONS, AREAS, MAX_ASSIGNED_ROLES, type Role } from './model.ts';
import { allAreas, role } from './test-roles.ts';

const roles: Role[] = [
  role('editor', { 'pbs-projects': { view: true, edit: true }, tools: { view: true } }),
  role('viewer', { 'ips-projects': { view: true } }),
  role('retired', allAreas(), { isActive: false }),
  role('retired-admin', {}, { name: 'Retired Admin', isActive: false }),
  role('named-admin', {}, { name: 'Course ADMIN' }),
  role('steward', { 'user-management': { admin: true } }),
  role('empty', {}),
  role('system-administrator', allAreas(), { name: 'System Administrator' }),
];
const ids = roles.map((r) => r.id);

/** What the rules conclude from a summary (firestore.rules mayUseArea and friends). */
function rulesAllow(
  summary: ReturnType<typeof accessSummary>,
  profile: { assignedRoles: string[] },
  area: (typeof AREAS)[number],
  action: (typeof ACTIONS)[number],
) {
  return (
    summary.administrator ||
    (profile.assignedRoles.length === 0 && area === 'dashboard' && action === 'view') ||
    summary.grants.includes(grantOf(area, action))
  );
}

describe('grants', () => {
  it('lists every area and action once', () => {
    expect(ALL_GRANTS).toHaveLength(AREAS.length * ACTIONS.length);
    expect(new Set(ALL_GRANTS).size).toBe(ALL_GRANTS.length);
  });

  it('are the true flags of a role, in ALL_GRANTS order', () => {
    expect(grantsOf({ tools: { view: true, edit: false }, dashboard: { view: true } })).toEqual([
      'dashboard:view',
      'tools:view',
    ]);
  });

  it('a stored role writes every flag and grants that say the same', () => {
    const stored = roleDocument(roles[0]!);
    expect(stored.permissions).toEqual(completePermissions(roles[0]!.permissions));
    expect(Object.values(stored.permissions).every((f) => Object.keys(f!).length === 5)).toBe(true);
    expect(stored.grants).toEqual(['pbs-projects:view', 'pbs-projects:edit', 'tools:view']);
  });
});

describe('accessSummary', () => {
  it('counts active roles only, administrator-like ones whether active or not', () => {
    const summary = accessSummary({ assignedRoles: ['retired-admin', 'viewer'] }, roles);
    expect(summary).toEqual({
      roleIds: ['retired-admin', 'viewer'],
      roles: [
        { teaches: false, administratorLike: true, administers: false, grants: [] },
        {
          teaches: true,
          administratorLike: false,
          administers: false,
          grants: ['ips-projects:view'],
        },
        NO_HOLDER_ACCESS,
        NO_HOLDER_ACCESS,
        NO_HOLDER_ACCESS,
      ],
      grants: ['ips-projects:view'],
      administrator: false,
      teacher: true,
      holdsAdministratorRole: true,
    });
  });

  it('an unknown role counts for nothing', () => {
    expect(accessSummary({ assignedRoles: ['gone'] }, roles)).toMatchObject({
      grants: [],
      teacher: false,
      holdsAdministratorRole: false,
    });
  });

  it('the flag and the system-administrator id make an administrator', () => {
    for (const subject of [
      { isSystemAdmin: true, assignedRoles: [] },
      { assignedRoles: ['system-administrator'] },
    ]) {
      expect(accessSummary(subject, [])).toMatchObject({
        administrator: true,
        holdsAdministratorRole: true,
      });
    }
  });

  it('is current only while it says what the roles say', () => {
    const subject = { assignedRoles: ['editor'], isSystemAdmin: false };
    const summary = accessSummary(subject, roles);
    expect(isSummaryCurrent(summary, subject, roles)).toBe(true);
    expect(isSummaryCurrent({ ...summary, grants: [] }, subject, roles)).toBe(false);
    expect(isSummaryCurrent(undefined, subject, roles)).toBe(false);
    const edited = roles.map((r) => (r.id === 'editor' ? { ...r, isActive: false } : r));
    expect(isSummaryCurrent(summary, subject, edited)).toBe(false);
  });

  // The rules decide from the summary; src/access decides from the roles. They must agree
  // for every profile of one to five roles, in any order.
  it('gives the rules the same answers as src/access, for any one to five roles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids, 'gone'), { minLength: 0, maxLength: MAX_ASSIGNED_ROLES }),
        fc.boolean(),
        fc.constantFrom(...AREAS),
        fc.constantFrom(...ACTIONS),
        (assignedRoles, isSystemAdmin, area, action) => {
          const profile = { assignedRoles, isSystemAdmin };
          const summary = accessSummary(profile, roles);
          expect(summary.administrator).toBe(isAdministrator(profile, roles));
          expect(summary.teacher).toBe(isActiveTeacher(profile, roles));
          expect(rulesAllow(summary, profile, area, action)).toBe(
            mayUseArea(profile, roles, area, action),
          );
        },
      ),
    );
  });
});
