import { describe, expect, it } from 'vitest';
import type { Area } from '../../access/model.ts';
import { linkPath, sidebarSections } from './sidebar-model.ts';
import { PAGES } from '../pages.ts';

const viewer = (isAdministrator: boolean, areas: Area[]) => ({
  isAdministrator,
  canView: (area: Area) => areas.includes(area),
});

const items = (isAdministrator: boolean, areas: Area[]) =>
  sidebarSections(viewer(isAdministrator, areas)).flatMap((s) =>
    s.pages.map((p) => p.sidebar!.item),
  );

describe('sidebarSections', () => {
  it('shows administrators every item, BREX Management included', () => {
    const all = items(true, []);
    expect(all).toContain('BREX Management');
    expect(all).toHaveLength(PAGES.filter((p) => p.sidebar).length);
  });

  it('shows the S1000D group for schemas, but never BREX Management to non-administrators', () => {
    const shown = items(false, ['schemas']);
    expect(shown).toContain('SNS Management');
    expect(shown).toContain('Schema Manager');
    expect(shown).not.toContain('BREX Management');
    expect(shown).not.toContain('Dashboard');
  });

  it('shows nothing for no permissions, and groups in the spec order', () => {
    expect(items(false, [])).toEqual([]);
    const groups = sidebarSections(viewer(true, [])).map((s) => s.label);
    expect(groups).toEqual([
      '',
      'Project Tools',
      'Training Tools',
      'S1000D',
      'General',
      'Site Admin',
    ]);
  });

  it('links to a page without its optional parameters', () => {
    const pm = PAGES.find((p) => p.sidebar?.item === 'Publication Modules')!;
    expect(linkPath(pm)).toBe('/tools/publication-module-manager');
  });
});
