export const FINDING_KINDS = [
  'structure',
  'value',
  'sns',
  'notation',
  'xpathError',
  'brexNotFound',
  'noBrex',
  'unreadable',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** One BREX check result about one object; what a CSDB pipeline or the UI reports. */
export type BrexFinding = {
  kind: FindingKind;
  /** File name of the checked object. */
  object: string;
  /** File name of the BREX whose rule produced the finding. */
  brex?: string;
  ruleId?: string;
  objectUse?: string;
  objectPath?: string;
  allowedObjectFlag?: string;
  severity?: string;
  /** false for severity levels configured as warnings: shown, but the check still passes. */
  fail: boolean;
  line?: number;
  /** XPath of the offending node, /dmodule[1]/content[1]/... */
  path?: string;
  value?: string;
  message: string;
};
