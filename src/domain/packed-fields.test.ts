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
    expect(packFields('plmData', { items })).toEqual({ items });
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
    const legacy = { notes: 'x'.repeat(LIMITS.projects.valuesText) };
    expect(packedFieldProblem('pbsProjects', { legacyFields: legacy })).toMatch(
      /^legacyFields takes 200,012 characters as stored; at most 200,000 fit\.$/,
    );
  });

  describe('what older versions stored besides (decision 1500)', () => {
    const due = new Date('2024-05-01T10:20:30.456Z');
    const legacy = { meta: { due, empty: null, tags: ['a', { b: [1, 2] }] } };

    it('stores legacyFields, metadata and form as JSON text, times as {"__timestamp": iso}', () => {
      const stored = packFields('ipsProjects', { legacyFields: legacy, metadata: { a: 1 } });
      expect(stored).toEqual({
        legacyFields:
          '{"meta":{"due":{"__timestamp":"2024-05-01T10:20:30.456Z"},"empty":null,"tags":["a",{"b":[1,2]}]}}',
        metadata: '{"a":1}',
      });
      expect(packFields('ipsProjectDrafts', { form: { step: 'x' } })).toEqual({
        form: '{"step":"x"}',
      });
    });

    it('reads them back whole, times made at the boundary', () => {
      const stored = packFields('pbsProjects', { legacyFields: legacy });
      expect(unpackFields('pbsProjects', stored)).toEqual({ legacyFields: legacy });
      const read = unpackFields('pbsProjects', stored, (iso) => ({ iso }));
      expect(read.legacyFields).toMatchObject({ meta: { due: { iso: due.toISOString() } } });
    });

    it('writes a time-like value (a Firestore Timestamp) as its instant', () => {
      const timestamp = { toDate: () => due, seconds: 1, nanoseconds: 0 };
      expect(packFields('pbsProjects', { legacyFields: { due: timestamp } })).toEqual({
        legacyFields: '{"due":{"__timestamp":"2024-05-01T10:20:30.456Z"}}',
      });
    });

    it('moves PLM data of any shape to dataText, so old text data stays what it was', () => {
      for (const data of ['plain text', 42, [1, 'a'], { parts: ['ü'] }, null]) {
        const stored = packFields('plmData', { data });
        expect(stored).toEqual({ dataText: JSON.stringify(data) });
        expect(unpackFields('plmData', stored)).toEqual({ data });
      }
      // A record written before: its data stays as stored, even text that looks like JSON.
      expect(unpackFields('plmData', { data: '{"a":1}' })).toEqual({ data: '{"a":1}' });
    });

    it('leaves maps stored before as maps, and text that is not JSON as text', () => {
      expect(unpackFields('ipsProjects', { metadata: { a: 1 } })).toEqual({ metadata: { a: 1 } });
      expect(unpackFields('ipsProjects', { metadata: 'oops' })).toEqual({ metadata: 'oops' });
    });
  });
});
