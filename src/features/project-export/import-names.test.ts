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
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const bundle = [...names.map((n) => p('pbsProjects', n)), p('plmData', '')];
    expect(await existingNames(bundle, ask)).toEqual({ pbsProjects: [], ipsProjects: [] });
    expect(asked.sort()).toEqual(names.map((n) => `pbsProjects:${n}`));
  });

  it('asks a small bundle’s names with their first candidates in one round', async () => {
    const rounds: string[][] = [];
    const stored = ['Bike', 'Bike (imported)', 'Bike (imported 2)'];
    const ask = async (_: 'pbsProjects' | 'ipsProjects', names: string[]) => {
      rounds.push(names);
      return new Set(names.filter((n) => stored.includes(n)));
    };
    const found = await existingNames([p('pbsProjects', 'Bike')], ask);
    expect(found.pbsProjects.sort()).toEqual([...stored].sort());
    expect(rounds).toEqual([
      ['Bike', 'Bike (imported)', 'Bike (imported 2)', 'Bike (imported 3)', 'Bike (imported 4)'],
    ]);
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
