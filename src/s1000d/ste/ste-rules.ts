/**
 * The ASD-STE100 writing rules a program can check (S1000D notes §4), numbered as in
 * ASD-STE100 Issue 9. The dictionary (Part 2) is copyrighted and not shipped: the project's
 * own glossary takes its place.
 */
export const STE_ISSUE = 'ASD-STE100 Issue 9';

export const STE_RULE_IDS = [
  'sentence-length',
  'paragraph-length',
  'semicolon',
  'contraction',
  'passive-voice',
  'noun-cluster',
  'glossary',
] as const;
export type SteRuleId = (typeof STE_RULE_IDS)[number];

export const STE_SEVERITIES = ['error', 'warning', 'info'] as const;
export type SteSeverity = (typeof STE_SEVERITIES)[number];

export type SteRule = {
  id: SteRuleId;
  title: string;
  /** The rule numbers of STE_ISSUE the check comes from. */
  numbers: string;
  severity: SteSeverity;
};

export const STE_RULES: readonly SteRule[] = [
  {
    id: 'sentence-length',
    title: 'Sentence length: procedural 20 words, descriptive and notes 25',
    numbers: 'R5.1, R5.5, R6.3',
    severity: 'error',
  },
  {
    id: 'paragraph-length',
    title: 'No more than 6 sentences in a descriptive paragraph',
    numbers: 'R6.6',
    severity: 'warning',
  },
  { id: 'semicolon', title: 'Do not use semicolons', numbers: 'R8.1', severity: 'error' },
  { id: 'contraction', title: 'Do not use contractions', numbers: 'R4.2', severity: 'error' },
  {
    id: 'passive-voice',
    title: 'Use the active voice (passive only in descriptive text, agent unknown)',
    numbers: 'R3.6',
    severity: 'warning',
  },
  {
    id: 'noun-cluster',
    title: 'No noun clusters of more than 3 nouns',
    numbers: 'R2.1',
    severity: 'warning',
  },
  {
    id: 'glossary',
    title: 'Words the project glossary does not approve',
    numbers: 'R1.1, R1.5, R1.12',
    severity: 'warning',
  },
];

export const steRule = (id: SteRuleId): SteRule => STE_RULES.find((r) => r.id === id)!;
