/** One business rules decision point of the S1000D BRDP index (ids like BRDP-S1-00012). */
export type Brdp = {
  id: string;
  title: string;
  description: string;
  /** The business rule category, as the index gives it (BR_CAT_ID). */
  category: string;
  /** Where the specification raises it ("Chap 4.3.1, Para 2"). */
  chapter: string;
  /** Set when a later index no longer lists it; its decision is kept. */
  retired?: boolean;
};

export const DECISION_KINDS = ['pending', 'adopted', 'tailored', 'not-used'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
export const DECISION_LABELS: Record<DecisionKind, string> = {
  pending: 'Pending',
  adopted: 'Adopted as written',
  tailored: 'Tailored for the project',
  'not-used': 'Not used',
};

/** brDecisionPointPriority values (default BREX, Chap 3.9.6.1). */
export const BR_PRIORITIES = ['brpr01', 'brpr02', 'brpr03', 'brpr04', 'brpr05'] as const;
export type BrPriority = (typeof BR_PRIORITIES)[number];
export const PRIORITY_LABELS: Record<BrPriority, string> = {
  brpr01: '1 Highest',
  brpr02: '2',
  brpr03: '3',
  brpr04: '4',
  brpr05: '5 Lowest',
};

/** brStatus values of brAudit/brCurrentStatus (default BREX). */
export const BR_STATUSES = ['brst01', 'brst02', 'brst03'] as const;
export type BrStatus = (typeof BR_STATUSES)[number];
export const STATUS_LABELS: Record<BrStatus, string> = {
  brst01: 'Unverified',
  brst02: 'First verified',
  brst03: 'Second verified',
};

/** A project's decision on one BRDP. */
export type BrdpDecision = {
  brdpId: string;
  kind: DecisionKind;
  /** brDecisionIdentNumber: what BREX rules cite in brDecisionRef. */
  decisionNumber: string;
  text: string;
  priority: BrPriority;
  owner: string;
  status: BrStatus;
  /** Ids of the BREX rules that enforce the decision (BREX-S1-00012, a project rule id …). */
  brexRules: string[];
};

export const BRDP_ID = /^BRDP-[A-Z0-9]{1,10}-\d{5}$/;
export const DECISION_NUMBER = /^[A-Z0-9][A-Z0-9_.-]{0,39}$/;
export const BREX_RULE_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,39}$/;
export const LIMITS = {
  title: 300,
  description: 2000,
  category: 40,
  chapter: 100,
  decisionText: 4000,
  owner: 100,
  brexRules: 20,
  brdps: 5000,
} as const;

/** The decision number a BRDP gets unless the project gives another: BRDP-S1-00012 → BRD-S1-00012. */
export const defaultDecisionNumber = (brdpId: string) => brdpId.replace(/^BRDP-/, 'BRD-');

export function newDecision(brdpId: string): BrdpDecision {
  return {
    brdpId,
    kind: 'pending',
    decisionNumber: defaultDecisionNumber(brdpId),
    text: '',
    priority: 'brpr03',
    owner: '',
    status: 'brst01',
    brexRules: [],
  };
}

/** What stops a decision being saved, each problem named; empty when it can be. */
export function validateDecision(d: BrdpDecision): string[] {
  const problems: string[] = [];
  if (!BRDP_ID.test(d.brdpId))
    problems.push(`"${d.brdpId}" is not a BRDP identifier (BRDP-S1-00012).`);
  if (!DECISION_NUMBER.test(d.decisionNumber))
    problems.push(
      'The decision number has 1 to 40 capital letters, digits, dots, dashes or underscores.',
    );
  if (d.kind === 'tailored' && !d.text.trim())
    problems.push('Say how the project tailors this decision point.');
  if (d.text.length > LIMITS.decisionText)
    problems.push(`The decision text has at most ${LIMITS.decisionText} characters.`);
  if (d.owner.length > LIMITS.owner)
    problems.push(`The owner has at most ${LIMITS.owner} characters.`);
  if (d.brexRules.length > LIMITS.brexRules)
    problems.push(`A decision links at most ${LIMITS.brexRules} BREX rules.`);
  for (const rule of d.brexRules) {
    if (!BREX_RULE_ID.test(rule)) problems.push(`"${rule}" is not a BREX rule id.`);
  }
  return problems;
}
