import { describe, expect, it } from 'vitest';
import { LIMITS } from '#access/limits.ts';
import { CREATOR_TEXT, firstInvalidStep, readDraft, validateStep } from './creator-steps.ts';
import { EMPTY_IPS_DATA, otherFields, readIpsData } from './ips-project.ts';

const valid = {
  name: 'Hydraulics IPS',
  data: {
    ...EMPTY_IPS_DATA,
    product: 'Pump',
    team: [{ name: 'Ada', role: 'LSA lead' }],
    milestones: [{ title: 'PDR', due: '2027-03-01', status: 'Planned' as const }],
  },
};

describe('creator steps', () => {
  it('accepts a complete programme', () => {
    expect(firstInvalidStep(valid)).toBeNull();
  });

  it('names what is missing on each step', () => {
    expect(validateStep('Programme', { ...valid, name: ' ' })).toEqual([CREATOR_TEXT.nameRequired]);
    expect(validateStep('Product', { ...valid, data: { ...valid.data, product: '' } })).toEqual([
      CREATOR_TEXT.productRequired,
    ]);
    expect(
      validateStep('Specifications', { ...valid, data: { ...valid.data, specifications: [] } }),
    ).toEqual([CREATOR_TEXT.specsRequired]);
    expect(
      validateStep('Team', {
        ...valid,
        data: { ...valid.data, team: [{ name: 'Ada', role: '' }] },
      }),
    ).toEqual([CREATOR_TEXT.memberIncomplete]);
    const badDate = {
      ...valid,
      data: { ...valid.data, milestones: [{ ...valid.data.milestones[0]!, due: '' }] },
    };
    expect(validateStep('Milestones', badDate)).toEqual([CREATOR_TEXT.milestoneIncomplete]);
    expect(firstInvalidStep(badDate)).toBe('Milestones');
  });

  it('refuses a team or milestone list too long as the JSON text it is stored as (decision 1400)', () => {
    const { entriesText } = LIMITS.projects;
    const team = [{ name: 'x'.repeat(entriesText), role: 'LSA lead' }];
    const size = JSON.stringify(team).length;
    expect(validateStep('Team', { ...valid, data: { ...valid.data, team } })).toEqual([
      CREATOR_TEXT.tooLarge('team members', entriesText, size),
    ]);
    const fits = [{ name: 'x'.repeat(entriesText - 40), role: 'Lead' }];
    expect(validateStep('Team', { ...valid, data: { ...valid.data, team: fits } })).toEqual([]);
  });

  it('resumes a draft at its step, and a draft of another shape from the start of its data', () => {
    expect(readDraft('X', { step: 3, data: valid.data }, EMPTY_IPS_DATA)).toEqual({
      state: { name: 'X', data: valid.data },
      step: 3,
    });
    expect(readDraft('Old', { step: 99, form: { partNumber: 'PN-9' } }, EMPTY_IPS_DATA)).toEqual({
      state: { name: 'Old', data: EMPTY_IPS_DATA },
      step: 6,
    });
  });
});

describe('stored IPS projects', () => {
  it('reads what it knows and lists the rest', () => {
    const fields = {
      id: 'ips-1',
      figures: [],
      metadata: {},
      product: 'Pump',
      team: [{ name: 'Ada' }],
    };
    expect(readIpsData(fields)).toMatchObject({
      product: 'Pump',
      team: [{ name: 'Ada', role: '' }],
      specifications: [],
    });
    expect(otherFields(fields)).toEqual(['figures', 'metadata']);
    expect(otherFields({ ...fields, legacyFields: { chapters: 3 } })).toEqual([
      'chapters',
      'figures',
      'metadata',
    ]);
  });
});
