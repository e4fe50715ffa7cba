import { describe, expect, it } from 'vitest';
import type { BundledProject } from './bundle.ts';
import { importedName, planImport, relinkFields } from './import-plan.ts';

const p = (
  collection: BundledProject['collection'],
  name: string,
  fields = {},
  id = `${collection}-${name}`,
): BundledProject => ({ collection, id, name, createdAt: null, updatedAt: null, fields });
let counter = 0;
const newId = (collection: string) => `${collection}-new-${++counter}`;

describe('import planning', () => {
  it('appends " (imported)" to a taken name, then numbers further copies', () => {
    const taken = new Set(['A', 'A (imported)']);
    expect(importedName('B', taken)).toBe('B');
    expect(importedName('A', taken)).toBe('A (imported 2)');
  });

  it('writes PBS projects first and renames PBS and IPS projects within their collection', () => {
    const plan = planImport(
      [
        p('ipsProjectDrafts', 'X'),
        p('ipsProjects', 'X'),
        p('pbsProjects', 'X'),
        p('pbsProjects', 'X', {}, 'second'),
      ],
      { pbsProjects: [], ipsProjects: ['X'] },
      newId,
    );
    expect(plan.documents.map((q) => [q.collection, q.name])).toEqual([
      ['pbsProjects', 'X'],
      ['pbsProjects', 'X (imported)'],
      ['ipsProjects', 'X (imported)'],
      ['ipsProjectDrafts', 'X'],
    ]);
    expect(plan.renamed).toEqual(['X (imported)', 'X (imported)']);
  });

  it('keys a configuration set by its imported PBS project and relinks IPS projects and drafts', () => {
    const plan = planImport(
      [
        p('productConfigurations', '', { models: [] }, 'old'),
        p('ipsProjectDrafts', 'D', { step: 2, data: { linkedPbsProjectId: 'old' } }),
        p('plmData', '', { data: 1 }),
        p('pbsProjects', 'P', {}, 'old'),
      ],
      { pbsProjects: [], ipsProjects: [] },
      newId,
    );
    const [pbs, config, draft, plm] = plan.documents;
    expect(config).toMatchObject({ id: pbs!.id, name: null, fields: { projectId: pbs!.id } });
    expect(draft!.fields).toEqual({ step: 2, data: { linkedPbsProjectId: pbs!.id } });
    expect(plm).toMatchObject({ collection: 'plmData', name: null, fields: { data: 1 } });
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
