import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import {
  NO_HOLDER_ACCESS,
  completePermissions,
  type AccessSummary,
} from '../../src/access/access-summary.ts';
import {
  roleIdFor,
  selectedRoleAfter,
  setPermission,
} from '../../src/features/user-management/user-management.ts';
import {
  emulatorTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { seedPeople } from './helpers.ts';

const env = emulatorTestEnvironment(seedPeople);

const admin = () => repositoriesFor(env, 'admin');
async function storedAccess(uid: string) {
  let access: AccessSummary | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    access = (await getDoc(doc(db, 'users', uid))).data()!.access as AccessSummary;
  });
  return access!;
}
const engineer = () => repositoriesFor(env, 'engineer');

describe('users tab writes (real rules)', () => {
  it('an administrator assigns roles; a selected role the user lost is cleared', async () => {
    await withAdminRepositories(env, (r) => r.users.selectRole('engineer', 'ips-engineer'));
    const next = { assignedRoles: ['maintainer-role'], isSystemAdmin: false };
    await assertSucceeds(
      admin().users.assignRoles(
        'engineer',
        { ...next, selectedRole: selectedRoleAfter('ips-engineer', next) },
        DEFAULT_ROLES,
      ),
    );
    expect(await admin().users.get('engineer')).toMatchObject({
      assignedRoles: ['maintainer-role'],
      selectedRole: null,
    });
  });

  it('refuses a sixth role, which the dialog therefore never offers', async () => {
    const six = DEFAULT_ROLES.slice(0, 6).map((r) => r.id);
    await assertFails(
      admin().users.assignRoles(
        'engineer',
        { assignedRoles: six, isSystemAdmin: false },
        DEFAULT_ROLES,
      ),
    );
    await assertSucceeds(
      admin().users.assignRoles(
        'engineer',
        { assignedRoles: six.slice(0, 5), isSystemAdmin: false },
        DEFAULT_ROLES,
      ),
    );
  });

  it('refuses changing one’s own roles or status, and non-managers changing anyone', async () => {
    await assertFails(
      admin().users.assignRoles(
        'admin',
        { assignedRoles: [], isSystemAdmin: false },
        DEFAULT_ROLES,
      ),
    );
    await assertFails(admin().users.setActive('admin', false));
    await assertFails(engineer().users.setActive('admin', false));
    await assertSucceeds(admin().users.setActive('engineer', false));
    expect((await admin().users.get('engineer'))!.active).toBe(false);
  });
});

describe('roles tab writes (real rules)', () => {
  it('an administrator creates, edits and deletes a custom role', async () => {
    const ids = (await admin().roles.list()).map((r) => r.id);
    const id = roleIdFor('Course Reviewer', ids);
    const role = {
      id,
      name: 'Course Reviewer',
      description: 'Reads reports',
      permissions: completePermissions(setPermission({}, 'reports', 'view', true)),
      isSystem: false,
      isActive: true,
    };
    await assertSucceeds(admin().roles.save(role, [...DEFAULT_ROLES, role], true));
    const retired = { ...role, isActive: false };
    await assertSucceeds(admin().roles.save(retired, [...DEFAULT_ROLES, retired], false));
    expect(await admin().roles.get(id)).toMatchObject({
      isActive: false,
      permissions: role.permissions,
    });
    await assertFails(engineer().roles.remove(id, DEFAULT_ROLES));
    await assertSucceeds(admin().roles.remove(id, DEFAULT_ROLES));
    expect(await admin().roles.get(id)).toBeNull();
  });

  // Decision 1760: a refresh's entries are checked one by one against the roles after the batch.
  it("an edit and a deletion refresh the holders' summaries under the rules", async () => {
    const role = {
      id: 'course-reviewer',
      name: 'Course Reviewer',
      description: '',
      permissions: completePermissions(setPermission({}, 'reports', 'view', true)),
      isSystem: false,
      isActive: true,
    };
    await assertSucceeds(admin().roles.save(role, [...DEFAULT_ROLES, role], true));
    const next = { assignedRoles: ['maintainer-role', role.id], isSystemAdmin: false };
    await assertSucceeds(admin().users.assignRoles('engineer', next, [...DEFAULT_ROLES, role]));
    const edited = {
      ...role,
      permissions: completePermissions(setPermission(role.permissions, 'tools', 'edit', true)),
    };
    await assertSucceeds(admin().roles.save(edited, [...DEFAULT_ROLES, edited], false));
    const refreshed = await storedAccess('engineer');
    expect(refreshed.roles[1]!.grants).toEqual(['tools:edit', 'reports:view']);
    expect(refreshed.grants).toContain('tools:edit');
    await assertSucceeds(admin().roles.remove(role.id, DEFAULT_ROLES));
    const removed = await storedAccess('engineer');
    expect(removed.roles[1]).toEqual(NO_HOLDER_ACCESS);
    expect(removed.grants).not.toContain('tools:edit');
  });

  it('keeps system roles: the repository and the rules both refuse deleting one', async () => {
    await expect(admin().roles.remove('maintainer-role', DEFAULT_ROLES)).rejects.toThrow(
      'System roles cannot be deleted.',
    );
    const db = env.authenticatedContext('admin').firestore() as unknown as Firestore;
    await assertFails(deleteDoc(doc(db, 'roles', 'maintainer-role')));
  });

  it('refuses role writes by someone who is not an administrator', async () => {
    const role = { ...DEFAULT_ROLES[0]!, id: 'x-role', isSystem: false };
    await assertFails(engineer().roles.create(role));
  });
});
