import { describe, expect, it } from 'vitest';
import { estimateBudget } from './budget.ts';
import { DEFAULT_DRAFT, groupSchemaCounts, readBudgetDraft } from './budget-draft.ts';
import { budgetCsv } from './budget-export.ts';
import { DEFAULT_RATES } from './budget-model.ts';

describe('readBudgetDraft', () => {
  it('restores a saved draft and fills what is missing or malformed from the defaults', () => {
    const draft = readBudgetDraft(
      JSON.stringify({
        currency: 'EUR',
        inputs: { languages: 3, dmCounts: { proced: 7, fault: 'x' } },
        rates: { hourlyRate: 90, authoringHours: { ipd: 20 } },
      }),
    );
    expect(draft.currency).toBe('EUR');
    expect(draft.inputs.languages).toBe(3);
    expect(draft.inputs.dmCounts).toEqual({ ...DEFAULT_DRAFT.inputs.dmCounts, proced: 7 });
    expect(draft.rates.hourlyRate).toBe(90);
    expect(draft.rates.authoringHours.ipd).toBe(20);
    expect(draft.rates.setupHours).toBe(DEFAULT_RATES.setupHours);
  });

  it('starts from the defaults when nothing readable is stored', () => {
    expect(readBudgetDraft(null)).toEqual(DEFAULT_DRAFT);
    expect(readBudgetDraft('{not json')).toEqual(DEFAULT_DRAFT);
    expect(readBudgetDraft(JSON.stringify({ currency: 'dollars' })).currency).toBe('USD');
  });
});

describe('groupSchemaCounts', () => {
  it('keeps the priced schemas and puts the rest under other', () => {
    expect(
      groupSchemaCounts({ descript: 31, proced: 35, fault: 5, ipd: 2, comrep: 8, brex: 1 }),
    ).toEqual({ descript: 31, proced: 35, fault: 5, ipd: 2, other: 9 });
  });
});

describe('budgetCsv', () => {
  it('writes a row a phase and the total, amounts rounded to cents', () => {
    const csv = budgetCsv(estimateBudget(DEFAULT_DRAFT.inputs, DEFAULT_DRAFT.rates), 'EUR');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('Phase,Hours,Cost (EUR),Low (EUR),High (EUR)');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('Set-up and tooling,120,10200,8670,13260');
    expect(lines[8]).toMatch(/^Total,/);
  });
});
