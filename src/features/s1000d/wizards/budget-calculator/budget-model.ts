/** The schema groups the estimate prices separately; everything else is "other". */
export const BUDGET_SCHEMAS = ['descript', 'proced', 'fault', 'ipd', 'other'] as const;
export type BudgetSchema = (typeof BUDGET_SCHEMAS)[number];

export const SCHEMA_LABELS: Record<BudgetSchema, string> = {
  descript: 'Descriptive',
  proced: 'Procedural',
  fault: 'Fault isolation',
  ipd: 'Illustrated parts data',
  other: 'Other',
};

/** What the project is: counts and shares the user knows or pulls from a DMRL. */
export type BudgetInputs = {
  dmCounts: Record<BudgetSchema, number>;
  /** Legacy pages to convert (priced per page); 0 when everything is authored new. */
  legacyPages: number;
  /** Percentage of data modules converted from legacy content; the rest are authored anew. */
  convertedPercent: number;
  newIcns: number;
  convertedIcns: number;
  /** Percentage of data modules that get a table-top (first) verification. */
  tabtopPercent: number;
  /** Percentage of data modules that get an on-object (second) verification. */
  onObjectPercent: number;
  /** Target languages besides the source language. */
  languages: number;
  /** Licences, CSDB hosting and other tooling over the project, in the currency. */
  toolingCost: number;
};

/** What the work costs: every rate is the user's to change; the defaults are assumptions. */
export type BudgetRates = {
  hourlyRate: number;
  authoringHours: Record<BudgetSchema, number>;
  conversionHoursPerDm: number;
  conversionCostPerPage: number;
  newIcnHours: number;
  convertedIcnHours: number;
  tabtopHoursPerDm: number;
  onObjectHoursPerDm: number;
  wordsPerDm: number;
  costPerWord: number;
  setupHours: number;
  managementPercent: number;
  /** How far below and above the expected total the real cost may land. */
  lowPercent: number;
  highPercent: number;
};

export type BudgetRateKey = Exclude<keyof BudgetRates, 'authoringHours'>;

export const DEFAULT_INPUTS: BudgetInputs = {
  dmCounts: { descript: 120, proced: 180, fault: 30, ipd: 20, other: 10 },
  legacyPages: 0,
  convertedPercent: 0,
  newIcns: 150,
  convertedIcns: 0,
  tabtopPercent: 100,
  onObjectPercent: 50,
  languages: 0,
  toolingCost: 0,
};

/**
 * Starting rates. None is a published figure: no public source gives hours per data module,
 * so each is an assumption to replace with the project's own. The per-page conversion price
 * sits inside the $10–20 a page that conversion vendors quote for export-controlled work
 * ($2–8 offshore).
 */
export const DEFAULT_RATES: BudgetRates = {
  hourlyRate: 85,
  authoringHours: { descript: 6, proced: 8, fault: 10, ipd: 12, other: 5 },
  conversionHoursPerDm: 2,
  conversionCostPerPage: 12,
  newIcnHours: 4,
  convertedIcnHours: 1.5,
  tabtopHoursPerDm: 1,
  onObjectHoursPerDm: 2.5,
  wordsPerDm: 800,
  costPerWord: 0.18,
  setupHours: 120,
  managementPercent: 10,
  lowPercent: 15,
  highPercent: 30,
};

export const RATE_LABELS: Record<BudgetRateKey, { label: string; unit: string }> = {
  hourlyRate: { label: 'Hourly rate', unit: 'currency per hour' },
  conversionHoursPerDm: { label: 'Clean-up after conversion', unit: 'hours per data module' },
  conversionCostPerPage: { label: 'Conversion price', unit: 'currency per legacy page' },
  newIcnHours: { label: 'New illustration', unit: 'hours per ICN' },
  convertedIcnHours: { label: 'Converted illustration', unit: 'hours per ICN' },
  tabtopHoursPerDm: { label: 'Table-top verification', unit: 'hours per data module' },
  onObjectHoursPerDm: { label: 'On-object verification', unit: 'hours per data module' },
  wordsPerDm: { label: 'Words to translate', unit: 'words per data module' },
  costPerWord: { label: 'Translation price', unit: 'currency per word' },
  setupHours: { label: 'Set-up (business rules, BREX, SNS, DMRL)', unit: 'hours' },
  managementPercent: { label: 'Project management', unit: '% of the other phases' },
  lowPercent: { label: 'Range below the estimate', unit: '%' },
  highPercent: { label: 'Range above the estimate', unit: '%' },
};
