import { describe, expect, it } from 'vitest';
import { LIMITS } from '#access/limits.ts';
import { packFields, packedFieldProblem, packedLength, unpackFields } from './packed-fields.ts';

describe('packed fields (decision 1200)', () => {
  const items = [
    { id: 'a', parentId: null, tasks: [{ code: 'T-1' }] },
    { id: 'b', children: [] },
  ];

  it("stores a PBS project's items as one JSON text and reads them back as they were", () => {
    const stored = packFields('pbsProjects', { items, product: 'Bike' });
    expect(stored).toEqual({ items: JSON.stringify(items), product: 'Bike' });
    expect(unpackFields('pbsProjects', stored)).toEqual({ items, product: 'Bike' });
  });

  it('reads a list stored before packing as it is, and packs nothing elsewhere', () => {
    expect(unpackFields('pbsProjects', { items })).toEqual({ items });
    expect(packFields('ipsProjects', { items })).toEqual({ items });
    expect(unpackFields('ipsProjects', { items: '[]' })).toEqual({ items: '[]' });
    expect(packFields('plmData', { data: { items } })).toEqual({ data: { items } });
  });

  it("packs an IPS project's lists, and a draft's inside its data, which stays a map (decision 1400)", () => {
    const team = [{ name: 'Ada', role: 'LSA lead' }];
    const project = { team, milestones: [], figures: [{ id: 'f1' }], product: 'Pump' };
    const stored = packFields('ipsProjects', project);
    expect(stored).toEqual({
      team: JSON.stringify(team),
      milestones: '[]',
      figures: '[{"id":"f1"}]',
      product: 'Pump',
    });
    expect(unpackFields('ipsProjects', stored)).toEqual(project);
    const draft = {
      step: 4,
      data: { product: 'Pump', linkedPbsProjectId: 'p1', team, milestones: [] },
    };
    const storedDraft = packFields('ipsProjectDrafts', draft);
    expect(storedDraft).toEqual({
      step: 4,
      data: {
        product: 'Pump',
        linkedPbsProjectId: 'p1',
        team: JSON.stringify(team),
        milestones: '[]',
      },
    });
    expect(unpackFields('ipsProjectDrafts', storedDraft)).toEqual(draft);
    expect(packFields('ipsProjectDrafts', { step: 1 })).toEqual({ step: 1 });
    expect(unpackFields('ipsProjectDrafts', { data: 'not a map' })).toEqual({ data: 'not a map' });
  });

  it("packs a product configuration's models", () => {
    const models = [{ id: 'm1', modelIdentCode: 'BIKE', name: 'Bike', variants: [] }];
    expect(packFields('productConfigurations', { models })).toEqual({
      models: JSON.stringify(models),
    });
    expect(unpackFields('productConfigurations', { models: JSON.stringify(models) })).toEqual({
      models,
    });
  });

  it('measures a field as stored', () => {
    expect(packedLength([{ a: 1 }])).toBe(9);
    expect(packedLength('[]')).toBe(2);
  });

  it('keeps text that is not JSON as text rather than lose it', () => {
    expect(unpackFields('pbsProjects', { items: 'not json' })).toEqual({ items: 'not json' });
  });

  it('says which packed field is too long as stored, as the rules bound it', () => {
    const max = LIMITS.projects.entriesText;
    const team = [{ name: 'x'.repeat(max), role: 'Lead' }];
    const size = JSON.stringify(team).length;
    expect(packedFieldProblem('ipsProjects', { team, milestones: [] })).toBe(
      `team takes ${size.toLocaleString('en-US')} characters as stored; at most 100,000 fit.`,
    );
    expect(packedFieldProblem('ipsProjectDrafts', { data: { milestones: team } })).toMatch(
      /^data\.milestones takes/,
    );
    expect(packedFieldProblem('ipsProjects', { team: [{ name: 'Ada', role: 'Lead' }] })).toBeNull();
    expect(packedFieldProblem('plmData', { data: team })).toBeNull();
  });
});
