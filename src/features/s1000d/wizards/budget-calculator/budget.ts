import {
  BUDGET_SCHEMAS,
  RATE_LABELS,
  SCHEMA_LABELS,
  type BudgetInputs,
  type BudgetRateKey,
  type BudgetRates,
  type BudgetSchema,
} from './budget-model.ts';

export const PHASES = [
  ['setup', 'Set-up and tooling'],
  ['authoring', 'Authoring'],
  ['conversion', 'Conversion'],
  ['illustration', 'Illustrations (ICNs)'],
  ['qa', 'Quality assurance'],
  ['translation', 'Translation'],
  ['management', 'Project management'],
] as const;
export type PhaseId = (typeof PHASES)[number][0];

/** One phase's effort and cost, with the range the uncertainty gives it. */
export type PhaseEstimate = {
  id: PhaseId;
  label: string;
  hours: number;
  cost: number;
  low: number;
  high: number;
};

export type BudgetEstimate = {
  dataModules: number;
  phases: PhaseEstimate[];
  hours: number;
  cost: number;
  low: number;
  high: number;
};

export type BudgetProblem = { field: string; message: string };

const sumCounts = (counts: Record<BudgetSchema, number>) =>
  BUDGET_SCHEMAS.reduce((total, s) => total + counts[s], 0);

/** The estimate: each phase's hours and cost, the total, and its low–high range. */
export function estimateBudget(inputs: BudgetInputs, rates: BudgetRates): BudgetEstimate {
  const dms = sumCounts(inputs.dmCounts);
  const converted = inputs.convertedPercent / 100;
  const authoringHours =
    BUDGET_SCHEMAS.reduce((h, s) => h + inputs.dmCounts[s] * rates.authoringHours[s], 0) *
    (1 - converted);
  const conversionHours = dms * converted * rates.conversionHoursPerDm;
  const illustrationHours =
    inputs.newIcns * rates.newIcnHours + inputs.convertedIcns * rates.convertedIcnHours;
  const qaHours =
    dms *
    ((inputs.tabtopPercent / 100) * rates.tabtopHoursPerDm +
      (inputs.onObjectPercent / 100) * rates.onObjectHoursPerDm);
  const work: Record<Exclude<PhaseId, 'management'>, { hours: number; cost: number }> = {
    setup: {
      hours: rates.setupHours,
      cost: rates.setupHours * rates.hourlyRate + inputs.toolingCost,
    },
    authoring: { hours: authoringHours, cost: authoringHours * rates.hourlyRate },
    conversion: {
      hours: conversionHours,
      cost: conversionHours * rates.hourlyRate + inputs.legacyPages * rates.conversionCostPerPage,
    },
    illustration: { hours: illustrationHours, cost: illustrationHours * rates.hourlyRate },
    qa: { hours: qaHours, cost: qaHours * rates.hourlyRate },
    // Translation is bought by the word, not done in house: it adds cost, not hours.
    translation: { hours: 0, cost: dms * rates.wordsPerDm * inputs.languages * rates.costPerWord },
  };
  const share = rates.managementPercent / 100;
  const otherHours = Object.values(work).reduce((t, p) => t + p.hours, 0);
  const otherCost = Object.values(work).reduce((t, p) => t + p.cost, 0);
  const all = { ...work, management: { hours: otherHours * share, cost: otherCost * share } };
  const low = 1 - rates.lowPercent / 100;
  const high = 1 + rates.highPercent / 100;
  const phases = PHASES.map(([id, label]) => ({
    id,
    label,
    hours: all[id].hours,
    cost: all[id].cost,
    low: all[id].cost * low,
    high: all[id].cost * high,
  }));
  const cost = phases.reduce((t, p) => t + p.cost, 0);
  return {
    dataModules: dms,
    phases,
    hours: phases.reduce((t, p) => t + p.hours, 0),
    cost,
    low: cost * low,
    high: cost * high,
  };
}

const INTEGER_INPUTS = ['legacyPages', 'newIcns', 'convertedIcns', 'languages'] as const;
const PERCENT_INPUTS = ['convertedPercent', 'tabtopPercent', 'onObjectPercent'] as const;
const INPUT_LABELS: Record<string, string> = {
  legacyPages: 'Legacy pages',
  newIcns: 'New illustrations',
  convertedIcns: 'Converted illustrations',
  languages: 'Target languages',
  convertedPercent: 'Converted share',
  tabtopPercent: 'Table-top verified share',
  onObjectPercent: 'On-object verified share',
  toolingCost: 'Tooling cost',
};

/** What stops an estimate: each message names the field. Empty when the figures can be used. */
export function validateBudget(inputs: BudgetInputs, rates: BudgetRates): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  const check = (field: string, label: string, value: number, integer: boolean, max?: number) => {
    if (!Number.isFinite(value) || value < 0) {
      problems.push({ field, message: `${label} must be a number of 0 or more.` });
    } else if (integer && !Number.isInteger(value)) {
      problems.push({ field, message: `${label} must be a whole number.` });
    } else if (max !== undefined && value > max) {
      problems.push({ field, message: `${label} must be at most ${max}.` });
    }
  };
  for (const s of BUDGET_SCHEMAS) {
    check(`dm.${s}`, `${SCHEMA_LABELS[s]} data modules`, inputs.dmCounts[s], true);
    check(
      `hours.${s}`,
      `Authoring hours for ${SCHEMA_LABELS[s].toLowerCase()}`,
      rates.authoringHours[s],
      false,
    );
  }
  for (const key of INTEGER_INPUTS) check(key, INPUT_LABELS[key]!, inputs[key], true);
  for (const key of PERCENT_INPUTS) check(key, INPUT_LABELS[key]!, inputs[key], false, 100);
  check('toolingCost', INPUT_LABELS.toolingCost!, inputs.toolingCost, false);
  for (const key of Object.keys(RATE_LABELS) as BudgetRateKey[]) {
    const max = key === 'lowPercent' ? 100 : undefined;
    check(key, RATE_LABELS[key].label, rates[key], false, max);
  }
  return problems;
}

/** Data module counts for a legacy manual: its pages over pages per module, split like `mix`. */
export function countsFromPages(
  pages: number,
  pagesPerDm: number,
  mix: Record<BudgetSchema, number>,
): Record<BudgetSchema, number> {
  const total = pagesPerDm > 0 ? Math.ceil(pages / pagesPerDm) : 0;
  const weights = sumCounts(mix) > 0 ? mix : { descript: 1, proced: 1, fault: 0, ipd: 0, other: 0 };
  const weightTotal = sumCounts(weights);
  const counts = Object.fromEntries(
    BUDGET_SCHEMAS.map((s) => [s, Math.floor((total * weights[s]) / weightTotal)]),
  ) as Record<BudgetSchema, number>;
  // Whole modules: the remainder goes to the heaviest group, so the counts add up to the total.
  const heaviest = BUDGET_SCHEMAS.reduce((a, b) => (weights[b] > weights[a] ? b : a));
  counts[heaviest] += total - sumCounts(counts);
  return counts;
}

export type SensitivityRow = { rate: string; lower: number; higher: number; swing: number };

/** How much the total moves when one rate is `change` lower or higher, largest swing first. */
export function sensitivity(
  inputs: BudgetInputs,
  rates: BudgetRates,
  change = 0.2,
): SensitivityRow[] {
  const totalWith = (scaled: BudgetRates) => estimateBudget(inputs, scaled).cost;
  const scaleKey = (key: BudgetRateKey, f: number) => ({ ...rates, [key]: rates[key] * f });
  const scaleAuthoring = (f: number): BudgetRates => ({
    ...rates,
    authoringHours: Object.fromEntries(
      BUDGET_SCHEMAS.map((s) => [s, rates.authoringHours[s] * f]),
    ) as Record<BudgetSchema, number>,
  });
  const keys = (Object.keys(RATE_LABELS) as BudgetRateKey[]).filter(
    (k) => k !== 'lowPercent' && k !== 'highPercent',
  );
  const rows: SensitivityRow[] = [
    ...keys.map((key) => ({
      rate: RATE_LABELS[key].label,
      lower: totalWith(scaleKey(key, 1 - change)),
      higher: totalWith(scaleKey(key, 1 + change)),
    })),
    {
      rate: 'Authoring hours (all schemas)',
      lower: totalWith(scaleAuthoring(1 - change)),
      higher: totalWith(scaleAuthoring(1 + change)),
    },
  ].map((r) => ({ ...r, swing: r.higher - r.lower }));
  return rows.filter((r) => r.swing > 0).sort((a, b) => b.swing - a.swing);
}
