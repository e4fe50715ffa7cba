import { describe, expect, it } from 'vitest';
import { countsFromPages, estimateBudget, sensitivity, validateBudget } from './budget.ts';
import {
  DEFAULT_INPUTS,
  DEFAULT_RATES,
  type BudgetInputs,
  type BudgetRates,
} from './budget-model.ts';

const inputs: BudgetInputs = {
  dmCounts: { descript: 10, proced: 20, fault: 0, ipd: 0, other: 0 },
  legacyPages: 100,
  convertedPercent: 50,
  newIcns: 10,
  convertedIcns: 4,
  tabtopPercent: 100,
  onObjectPercent: 50,
  languages: 2,
  toolingCost: 1000,
};
const rates: BudgetRates = {
  hourlyRate: 100,
  authoringHours: { descript: 5, proced: 10, fault: 0, ipd: 0, other: 0 },
  conversionHoursPerDm: 2,
  conversionCostPerPage: 10,
  newIcnHours: 3,
  convertedIcnHours: 1,
  tabtopHoursPerDm: 1,
  onObjectHoursPerDm: 2,
  wordsPerDm: 500,
  costPerWord: 0.1,
  setupHours: 50,
  managementPercent: 10,
  lowPercent: 20,
  highPercent: 50,
};

describe('estimateBudget', () => {
  it('prices each phase from the counts and rates', () => {
    const estimate = estimateBudget(inputs, rates);
    const byPhase = Object.fromEntries(estimate.phases.map((p) => [p.id, [p.hours, p.cost]]));
    expect(byPhase).toEqual({
      setup: [50, 6000], // 50 h × 100 + 1,000 tooling
      authoring: [125, 12500], // (10×5 + 20×10) h × half authored anew
      conversion: [30, 4000], // 30 DMs × half × 2 h, plus 100 pages × 10
      illustration: [34, 3400], // 10 × 3 h + 4 × 1 h
      qa: [60, 6000], // 30 × (100 % × 1 h + 50 % × 2 h)
      translation: [0, 3000], // 30 × 500 words × 2 languages × 0.10
      management: [expect.closeTo(29.9, 9), expect.closeTo(3490, 9)], // 10 % of the rest
    });
    expect(estimate.dataModules).toBe(30);
    expect(estimate.hours).toBeCloseTo(328.9, 9);
    expect(estimate.cost).toBeCloseTo(38390, 9);
    expect(estimate.low).toBeCloseTo(30712, 9);
    expect(estimate.high).toBeCloseTo(57585, 9);
    const setup = estimate.phases[0]!;
    expect([setup.low, setup.high]).toEqual([4800, 9000]);
  });

  it('costs nothing but set-up for an empty project', () => {
    const empty = estimateBudget(
      {
        ...inputs,
        dmCounts: { descript: 0, proced: 0, fault: 0, ipd: 0, other: 0 },
        legacyPages: 0,
        newIcns: 0,
        convertedIcns: 0,
        toolingCost: 0,
      },
      { ...rates, managementPercent: 0 },
    );
    expect(empty.cost).toBe(5000);
    expect(empty.phases.filter((p) => p.cost > 0).map((p) => p.id)).toEqual(['setup']);
  });

  it('gives a finite estimate for the defaults', () => {
    const estimate = estimateBudget(DEFAULT_INPUTS, DEFAULT_RATES);
    expect(estimate.dataModules).toBe(360);
    expect(estimate.cost).toBeGreaterThan(0);
    expect(estimate.low).toBeLessThan(estimate.cost);
    expect(estimate.high).toBeGreaterThan(estimate.cost);
  });
});

describe('validateBudget', () => {
  it('accepts the defaults', () => {
    expect(validateBudget(DEFAULT_INPUTS, DEFAULT_RATES)).toEqual([]);
  });

  it('names every field that cannot be used', () => {
    const problems = validateBudget(
      {
        ...inputs,
        dmCounts: { ...inputs.dmCounts, proced: 2.5 },
        tabtopPercent: 120,
        languages: -1,
      },
      { ...rates, hourlyRate: Number.NaN, lowPercent: 150 },
    );
    expect(problems).toEqual([
      { field: 'dm.proced', message: 'Procedural data modules must be a whole number.' },
      { field: 'languages', message: 'Target languages must be a number of 0 or more.' },
      { field: 'tabtopPercent', message: 'Table-top verified share must be at most 100.' },
      { field: 'hourlyRate', message: 'Hourly rate must be a number of 0 or more.' },
      { field: 'lowPercent', message: 'Range below the estimate must be at most 100.' },
    ]);
  });
});

describe('countsFromPages', () => {
  it('splits a manual into whole data modules in the proportions given', () => {
    expect(
      countsFromPages(1000, 4, { descript: 1, proced: 3, fault: 0, ipd: 0, other: 0 }),
    ).toEqual({ descript: 62, proced: 188, fault: 0, ipd: 0, other: 0 });
  });

  it('splits evenly between descriptive and procedural when there is no mix yet', () => {
    expect(countsFromPages(9, 3, { descript: 0, proced: 0, fault: 0, ipd: 0, other: 0 })).toEqual({
      descript: 2,
      proced: 1,
      fault: 0,
      ipd: 0,
      other: 0,
    });
  });
});

describe('sensitivity', () => {
  it('ranks the rates by how far a 20 % change moves the total', () => {
    const rows = sensitivity(inputs, rates);
    // Hour-based cost is 299 h × 100 × 1.1 management = 32,890: ±20 % swings 13,156.
    expect(rows[0]).toEqual({
      rate: 'Hourly rate',
      lower: expect.closeTo(38390 - 6578, 6),
      higher: expect.closeTo(38390 + 6578, 6),
      swing: expect.closeTo(13156, 6),
    });
    const translation = rows.find((r) => r.rate === 'Translation price')!;
    expect(translation.swing).toBeCloseTo(3000 * 1.1 * 0.4, 6);
    expect(rows.map((r) => r.swing)).toEqual([...rows.map((r) => r.swing)].sort((a, b) => b - a));
    expect(rows.some((r) => r.rate.startsWith('Range'))).toBe(false);
  });
});
