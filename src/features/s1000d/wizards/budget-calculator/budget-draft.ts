import {
  BUDGET_SCHEMAS,
  DEFAULT_INPUTS,
  DEFAULT_RATES,
  type BudgetInputs,
  type BudgetRates,
} from './budget-model.ts';

export type BudgetDraft = { inputs: BudgetInputs; rates: BudgetRates; currency: string };
export const BUDGET_DRAFT_KEY = 'ips-studio:budget-calculator';
export const DEFAULT_DRAFT: BudgetDraft = {
  inputs: DEFAULT_INPUTS,
  rates: DEFAULT_RATES,
  currency: 'USD',
};

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function readRecord<T extends Record<string, unknown>>(stored: unknown, defaults: T): T {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    out[key] =
      typeof fallback === 'number'
        ? numberOr(source[key], fallback)
        : readRecord(source[key], fallback as Record<string, unknown>);
  }
  return out as T;
}

/** A saved draft read back field by field: anything missing or malformed takes its default. */
export function readBudgetDraft(text: string | null): BudgetDraft {
  if (!text) return DEFAULT_DRAFT;
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    const currency = typeof stored.currency === 'string' ? stored.currency.slice(0, 3) : 'USD';
    return {
      inputs: readRecord(stored.inputs, DEFAULT_INPUTS),
      rates: readRecord(stored.rates, DEFAULT_RATES),
      currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    };
  } catch {
    return DEFAULT_DRAFT;
  }
}

/** Counts by schema name (a DMRL's) folded into the estimate's schema groups. */
export function groupSchemaCounts(bySchema: Record<string, number>): BudgetInputs['dmCounts'] {
  const counts = { descript: 0, proced: 0, fault: 0, ipd: 0, other: 0 };
  for (const [schema, n] of Object.entries(bySchema)) {
    const group = (BUDGET_SCHEMAS as readonly string[]).includes(schema)
      ? (schema as keyof typeof counts)
      : 'other';
    counts[group] += n;
  }
  return counts;
}
