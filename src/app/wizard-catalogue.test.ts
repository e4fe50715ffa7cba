import { describe, expect, it } from 'vitest';
import { WIZARD_GROUPS } from '../features/s1000d/wizards/hub/wizard-catalogue.ts';
import { ALL_PAGES } from './pages.ts';

describe('the wizard hub', () => {
  const listed = WIZARD_GROUPS.flatMap((g) => g.wizards.map((w) => w.path.replace(/#.*$/, '')));

  it('links only to routes that exist', () => {
    const paths = new Set(ALL_PAGES.map((p) => p.path));
    expect(listed.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('lists every wizard route', () => {
    const wizards = ALL_PAGES.filter((p) => p.path.startsWith('/tools/wizards/')).map(
      (p) => p.path,
    );
    expect(wizards.length).toBe(14);
    expect(wizards.filter((path) => !listed.includes(path))).toEqual([]);
  });
});
