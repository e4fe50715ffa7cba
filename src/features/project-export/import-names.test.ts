import { describe, expect, it } from 'vitest';
import type { BundledProject } from './bundle.ts';
import { existingNames } from './import-names.ts';
import { planImport } from './import-plan.ts';

const p = (collection: BundledProject['collection'], name: string): BundledProject => ({
  collection,
  id: `${collection}-${name}`,
  name,
  createdAt: null,
  updatedAt: null,
  fields: {},
});

/** An owner's stored names, answering as the repository does, and noting what was asked. */
function owner(stored: Record<'pbsProjects' | 'ipsProjects', string[]>) {
  const asked: string[] = [];
  const ask = async (collection: 'pbsProjects' | 'ipsProjects', names: string[]) => {
    asked.push(...names.map((n) => `${collection}:${n}`));
    return new Set(names.filter((n) => stored[collection].includes(n)));
  };
  return { asked, ask };
}

describe('the names an import meets', () => {
  it('asks only about the bundle’s names when none is taken', async () => {
    const { asked, ask } = owner({ pbsProjects: ['Other'], ipsProjects: [] });
    const bundle = [p('pbsProjects', 'Bike'), p('ipsProjects', 'Bike'), p('plmData', '')];
    expect(await existingNames(bundle, ask)).toEqual({ pbsProjects: [], ipsProjects: [] });
    expect(asked.sort()).toEqual(['ipsProjects:Bike', 'pbsProjects:Bike']);
  });

  it('finds every taken candidate planImport meets, so the plan is the one a full list gives', async () => {
    const stored = {
      pbsProjects: ['X', 'X (imported)', 'X (imported 2)', 'X (imported 3)', 'X (imported 5)', 'Y'],
      ipsProjects: ['X (imported)'],
    };
    const { ask } = owner(stored);
    const bundle = [
      p('pbsProjects', 'X'),
      p('pbsProjects', 'X (imported 4)'),
      p('pbsProjects', 'X'),
      p('pbsProjects', 'X'),
      p('ipsProjects', 'X'),
      p('ipsProjects', 'X'),
    ];
    const found = await existingNames(bundle, ask);
    let n = 0;
    const newId = () => `id-${++n}`;
    const names = (existing: typeof stored) =>
      planImport(bundle, existing, newId).documents.map((d) => d.name);
    expect(names(found)).toEqual(names(stored));
    expect(names(found)).toEqual([
      'X (imported 4)',
      'X (imported 4) (imported)',
      'X (imported 6)',
      'X (imported 7)',
      'X',
      'X (imported 2)',
    ]);
  });
});
