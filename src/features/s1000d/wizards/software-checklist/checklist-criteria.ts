/** The groups of an S1000D tooling evaluation, after the tool families authors meet. */
export const CRITERION_GROUPS = [
  ['csdb', 'Common source database'],
  ['authoring', 'Authoring'],
  ['validation', 'Validation and quality'],
  ['publication', 'Publication and delivery'],
] as const;
export type CriterionGroup = (typeof CRITERION_GROUPS)[number][0];

export type Criterion = {
  id: string;
  group: CriterionGroup;
  title: string;
  /** What to look for when scoring it. */
  detail: string;
  /** Starting weight, 0 (ignore) to 5 (decisive); the evaluator changes it. */
  weight: number;
};

export const CRITERIA: readonly Criterion[] = [
  {
    id: 'issues',
    group: 'csdb',
    title: 'S1000D issues supported',
    detail:
      'Issue 6, 5.0 and 4.x objects side by side; which issues each schema and BREX check covers.',
    weight: 5,
  },
  {
    id: 'workflow',
    group: 'csdb',
    title: 'Issue and QA workflow',
    detail:
      'In-work and official issues (upissue), first and second verification (table-top, on-object), history kept.',
    weight: 4,
  },
  {
    id: 'dmrl',
    group: 'csdb',
    title: 'DMRL and CSDB status list',
    detail: 'Plans data modules from a DMRL, reports status against it, produces the CSL.',
    weight: 3,
  },
  {
    id: 'ddn',
    group: 'csdb',
    title: 'Data dispatch notes',
    detail: 'Imports and exports deliveries with a DDN and reconciles what arrived against it.',
    weight: 3,
  },
  {
    id: 'icn',
    group: 'csdb',
    title: 'ICNs and ICN metadata',
    detail:
      'Stores illustrations and multimedia by ICN, with ICN metadata files and their entity declarations.',
    weight: 4,
  },
  {
    id: 'cir',
    group: 'authoring',
    title: 'Common information repositories',
    detail: 'Parts, tools, supplies, warnings and cautions reused by reference from CIRs.',
    weight: 3,
  },
  {
    id: 'applicability',
    group: 'authoring',
    title: 'Applicability (ACT, CCT, PCT)',
    detail:
      'Writes applicability statements against the ACT and CCT and filters content for a PCT product.',
    weight: 4,
  },
  {
    id: 'change-marking',
    group: 'authoring',
    title: 'Change marking and reasons for update',
    detail: 'Marks changes, records reasons for update and clears them at the next issue.',
    weight: 3,
  },
  {
    id: 'comments',
    group: 'authoring',
    title: 'Comments',
    detail: 'S1000D comment objects (questions, responses) tied to the objects they are about.',
    weight: 2,
  },
  {
    id: 'schema-validation',
    group: 'validation',
    title: 'Schema validation',
    detail:
      'Validates every object against the XML schema of its issue, in the editor and in bulk.',
    weight: 5,
  },
  {
    id: 'brex',
    group: 'validation',
    title: 'BREX checking',
    detail:
      'Context rules, SNS and notation rules, layered BREX (project over default), XPath 2 rules, severity levels.',
    weight: 5,
  },
  {
    id: 'references',
    group: 'validation',
    title: 'Reference integrity',
    detail:
      'Finds unresolved data module, publication and ICN references, and where each object is used.',
    weight: 4,
  },
  {
    id: 'ste',
    group: 'validation',
    title: 'Simplified Technical English',
    detail:
      'Checks ASD-STE100 rules (sentence length, one instruction per sentence) with a project glossary.',
    weight: 2,
  },
  {
    id: 'pm-publishing',
    group: 'publication',
    title: 'Publication modules and output',
    detail: 'Builds publications from publication modules: PDF, HTML and an IETP.',
    weight: 5,
  },
  {
    id: 'ietp',
    group: 'publication',
    title: 'IETP viewer',
    detail: 'Interactive viewer with applicability filtering, links, search and change display.',
    weight: 3,
  },
  {
    id: 'scorm',
    group: 'publication',
    title: 'Learning content (SCORM)',
    detail: 'Learning data modules and SCORM content packages for training delivery.',
    weight: 1,
  },
];
