import { describe, expect, it } from 'vitest';
import type { BundledProject } from './bundle.ts';
import { importedName, planImport, relinkFields } from './import-plan.ts';

const p = (
  collection: BundledProject['collection'],
  name: string,
  fields = {},
): BundledProject => ({
  collection,
  id: `${collection}-${name}`,
  name,
  createdAt: null,
  updatedAt: null,
  fields,
});

describe('import planning', () => {
  it('appends " (imported)" to a taken name, then numbers further copies', () => {
    const taken = new Set(['A', 'A (imported)']);
    expect(importedName('B', taken)).toBe('B');
    expect(importedName('A', taken)).toBe('A (imported 2)');
  });

  it('writes PBS projects first and renames within each collection only', () => {
    const plan = planImport([p('ipsProjects', 'X'), p('pbsProjects', 'X'), p('pbsProjects', 'X')], {
      pbsProjects: [],
      ipsProjects: ['X'],
    });
    expect(plan.map((q) => [q.collection, q.name, q.renamed])).toEqual([
      ['pbsProjects', 'X', false],
      ['pbsProjects', 'X (imported)', true],
      ['ipsProjects', 'X (imported)', true],
    ]);
  });

  it('points an IPS project at the imported copy of its PBS project', () => {
    const ips = p('ipsProjects', 'I', { linkedPbsProjectId: 'old', other: 1 });
    expect(relinkFields(ips, new Map([['old', 'new']]))).toEqual({
      linkedPbsProjectId: 'new',
      other: 1,
    });
    expect(relinkFields(ips, new Map())).toBe(ips.fields);
  });
});
