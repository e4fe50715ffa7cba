import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { DEFAULT_COURSES } from '../../src/data/default-courses.ts';
import { environmentSeededBy, repositoriesFor } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

const env = environmentSeededBy(async (repos) => {
  for (const role of DEFAULT_ROLES) await repos.roles.create(role);
  for (const course of DEFAULT_COURSES) await repos.courses.save(course);
  for (const [uid, assignedRoles] of [
    ['admin', ['system-administrator']],
    ['student', []],
  ] as const) {
    await repos.users.create(testProfile(uid, assignedRoles), DEFAULT_ROLES);
  }
});

describe('editing courses through the repository and the rules', () => {
  it('an administrator saves a valid edit', async () => {
    const repos = repositoriesFor(env, 'admin');
    await repos.courses.update('s4000p', {
      name: 'S4000P Preventive Maintenance',
      status: 'active',
      accessLevel: 'full',
      features: ['Intervals'],
      icon: 'wrench',
      color: 'primary',
      lastUpdated: '2026-11-22',
    });
    expect(await repos.courses.get('s4000p')).toMatchObject({
      name: 'S4000P Preventive Maintenance',
      status: 'active',
      accessLevel: 'full',
      features: ['Intervals'],
      createdBy: 'system',
    });
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['an unknown status', { status: 'archived' }],
    ['an unknown access level', { accessLevel: 'partial' }],
    ['an icon that is not a slug', { icon: 'Book Open' }],
    ['an unknown colour', { color: 'red' }],
    ['13 features', { features: Array.from({ length: 13 }, (_, i) => `F${i}`) }],
    ['features that are not a list', { features: 'DMC, BREX' }],
    ['a new createdBy', { createdBy: 'admin' }],
  ])('refuses %s and changes nothing', async (_, fields) => {
    const repos = repositoriesFor(env, 'admin');
    await expect(
      repos.courses.update('s1000d', fields as Parameters<typeof repos.courses.update>[1]),
    ).rejects.toThrow();
    expect(await repos.courses.get('s1000d')).toMatchObject({
      name: 'S1000D',
      status: 'active',
      createdBy: 'system',
    });
  });

  it('a student reads courses but cannot edit them', async () => {
    const repos = repositoriesFor(env, 'student');
    expect((await repos.courses.list()).length).toBe(8);
    await expect(repos.courses.update('s1000d', { status: 'inactive' })).rejects.toThrow();
  });
});
