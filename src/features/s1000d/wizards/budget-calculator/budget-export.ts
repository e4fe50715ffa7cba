import type { BudgetEstimate } from './budget.ts';

const csvCell = (value: string | number) => {
  const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The estimate as CSV: one row a phase, then the total; amounts in `currency`. */
export function budgetCsv(estimate: BudgetEstimate, currency: string): string {
  const rows: (string | number)[][] = [
    ['Phase', 'Hours', `Cost (${currency})`, `Low (${currency})`, `High (${currency})`],
    ...estimate.phases.map((p) => [p.label, p.hours, p.cost, p.low, p.high]),
    ['Total', estimate.hours, estimate.cost, estimate.low, estimate.high],
  ];
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}
