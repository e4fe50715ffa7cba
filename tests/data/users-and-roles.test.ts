import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { completePermissions } from '../../src/access/access-summary.ts';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { fullPermissions } from '../../src/access/model.ts';
import { emulatorTestEnvironment, withAdminRepositories } from '../support/emulator.ts';

const env = emulatorTestEnvironment();

const newUser = (uid: string, email: string) => ({
  uid,
  email,
  name: '  Ada Lovelace ',
  enrolledCourses: ['bucket-1'],
  assignedRoles: [],
  selectedRole: null,
  isSystemAdmin: false,
  mustChangePassword: true,
});

describe('users repository', () => {
  it('creates the spec profile and reads dates back as Date', async () => {
    await withAdminRepositories(env, async (repos, db) => {
      await repos.users.create(newUser('u1', 'ada@example.com'), DEFAULT_ROLES);
      const raw = (await getDoc(doc(db, 'users', 'u1'))).data()!;
      expect(raw.courseId).toBeNull();
      expect(raw.pin).toBeNull();
      expect(raw.lastLogin).toBeNull();
      const profile = (await repos.users.get('u1'))!;
      expect(profile.displayName).toBe('Ada Lovelace');
      expect(profile.enrolledCourses).toEqual(['bucket-1']);
      expect(profile.createdAt).toBeInstanceOf(Date);
      expect(profile.active).toBe(true);
      expect(profile.mustChangePassword).toBe(true);
    });
  });

  it('defaults a missing display name to No Name', async () => {
    await withAdminRepositories(env, async (repos) => {
      await repos.users.create({ ...newUser('u2', 'x@example.com'), name: '   ' }, DEFAULT_ROLES);
      expect((await repos.users.get('u2'))!.displayName).toBe('No Name');
      expect(await repos.users.get('missing')).toBeNull();
    });
  });

  it('finds by e-mail, lists newest first and records logins', async () => {
    await withAdminRepositories(env, async (repos) => {
      await repos.users.create(newUser('old', 'old@example.com'), DEFAULT_ROLES);
      await new Promise((r) => setTimeout(r, 20));
      await repos.users.create(newUser('new', 'new@example.com'), DEFAULT_ROLES);
      expect((await repos.users.findByEmail('old@example.com'))!.uid).toBe('old');
      expect(await repos.users.findByEmail('none@example.com')).toBeNull();
      expect((await repos.users.listNewestFirst()).map((u) => u.uid)).toEqual(['new', 'old']);
      await repos.users.recordLogin('old');
      expect((await repos.users.get('old'))!.lastLogin).toBeInstanceOf(Date);
      await repos.users.recordSignIn('new', 'maintainer');
      const signedIn = (await repos.users.get('new'))!;
      expect(signedIn.selectedRole).toBe('maintainer');
      expect(signedIn.lastLogin).toBeInstanceOf(Date);
      await repos.users.updateName('old', '  Grace  ');
      expect((await repos.users.get('old'))!.displayName).toBe('Grace');
    });
  });
});

describe('roles repository', () => {
  const role = {
    id: 'custom',
    name: 'Custom',
    description: 'd',
    permissions: { tools: { view: true } },
    isSystem: false,
    isActive: true,
  };

  it('ensure creates only when missing and keeps edits', async () => {
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.roles.ensure(role)).toBe(true);
      await repos.roles.save({ ...role, description: 'edited' }, [role], false);
      expect(await repos.roles.ensure(role)).toBe(false);
      const stored = (await repos.roles.get('custom'))!;
      expect(stored.description).toBe('edited');
      expect(stored.permissions).toEqual(completePermissions({ tools: { view: true } }));
    });
  });

  it('refuses to delete a system role', async () => {
    await withAdminRepositories(env, async (repos) => {
      await repos.roles.create({
        ...role,
        id: 'sys',
        isSystem: true,
        permissions: fullPermissions(),
      });
      await expect(repos.roles.remove('sys', [])).rejects.toThrow(
        'System roles cannot be deleted.',
      );
      await repos.roles.create(role);
      await repos.roles.remove('custom', []);
      expect((await repos.roles.list()).map((r) => r.id)).toEqual(['sys']);
    });
  });
});
