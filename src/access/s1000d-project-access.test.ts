import { describe, expect, it } from 'vitest';
import { membersProblem, s1000dRights, type S1000dActor } from './s1000d-project-access.ts';

const project = {
  members: { m: 'manager', a: 'author', r: 'reviewer', x: 'reader' },
  visibility: 'members' as const,
};
const actor = (uid: string, editsSchemas = true, isAdministrator = false): S1000dActor => ({
  uid,
  isAdministrator,
  editsSchemas,
  createsSchemas: editsSchemas,
});

describe('rights in an S1000D project', () => {
  it.each([
    ['m', true, true, true, true],
    ['a', true, true, true, false],
    ['r', true, true, true, false],
    ['x', true, true, false, false],
    ['outsider', true, false, false, false],
    ['a', false, true, false, false],
    ['m', false, true, false, false],
  ])('%s (schemas edit %s): read %s, write %s, manage %s', (uid, edits, read, write, manage) => {
    const rights = s1000dRights(actor(uid, edits), project);
    expect([rights.read, rights.writeObjects, rights.manage]).toEqual([read, write, manage]);
  });

  it('gives administrators everything and opens workspace projects to every reader', () => {
    expect(s1000dRights(actor('z', false, true), project)).toMatchObject({
      read: true,
      writeObjects: true,
      manage: true,
      role: null,
    });
    expect(s1000dRights(actor('z', false), { ...project, visibility: 'workspace' })).toMatchObject({
      read: true,
      writeObjects: false,
    });
  });

  it('refuses member lists the rules refuse', () => {
    expect(membersProblem({})).toMatch(/1 to 200/);
    expect(membersProblem({ a: 'author' })).toMatch(/manager/);
    expect(membersProblem({ a: 'owner', m: 'manager' })).toMatch(/role/);
    expect(membersProblem({ m: 'manager', a: 'author' })).toBeNull();
  });
});
