import { describe, expect, it } from 'vitest';
import type { Area } from './model.ts';
import { showsMyCourses } from './sidebar.ts';

function holder(areas: readonly Area[], isAdministrator = false) {
  return { isAdministrator, can: (area: Area) => areas.includes(area) };
}

describe('My Courses', () => {
  it.each([
    ['student', holder(['dashboard']), true],
    ['staff without user management', holder(['tools', 'schemas']), true],
    ['user manager', holder(['user-management']), false],
    ['administrator', holder([], true), false],
  ])('for %s: %s', (_, who, expected) => {
    expect(showsMyCourses(who)).toBe(expected);
  });
});
