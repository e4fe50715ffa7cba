/** The release gate's steps, in the order authors make data modules official (S1KD EXAMPLE.md). */
export const GATE_STEPS = [
  { id: 'wellFormed', label: 'Well-formed XML' },
  { id: 'schema', label: 'Schema' },
  { id: 'brex', label: 'BREX' },
  { id: 'applicability', label: 'Applicability for every product' },
  { id: 'references', label: 'References' },
  { id: 'cirReferences', label: 'CIR references' },
  { id: 'qa', label: 'Quality assurance' },
  { id: 'issueState', label: 'Issue state' },
] as const;
export type GateStepId = (typeof GATE_STEPS)[number]['id'];

/** The page that fixes a failure; the page turns it into a link. */
export const GATE_FIXES = {
  'module-editor': 'Open in the data module editor',
  'schema-manager': 'Upload the schema set in the Schema Manager',
  'brex-tools': 'Check it in BREX Tools',
  'project-brex': 'Manage the project BREX',
  'applicability-builder': 'Fix its applicability in the Applicability Builder',
  attributes: 'Declare the property in Attributes',
  'product-configurations': 'Define the products in Product Configurations',
  library: 'Open it in the project library',
  upload: 'Upload the missing object',
  'cir-management': 'Add the item in CIR Management',
  'sns-management': 'See the project SNS',
} as const;
export type GateFixTool = keyof typeof GATE_FIXES;

export type GateReason = {
  step: GateStepId;
  /** Object key (or file name) the reason is about. */
  object: string;
  severity: 'fail' | 'warn';
  message: string;
  line?: number;
  fix: GateFixTool;
};

export type StepStatus = 'pass' | 'fail' | 'warn' | 'skipped' | 'notApplicable';

export type GateObjectResult = { key: string; name: string; steps: Record<GateStepId, StepStatus> };

export type GateResult = {
  verdict: 'GO' | 'NO-GO';
  steps: { id: GateStepId; label: string; status: StepStatus; failed: number; warned: number }[];
  reasons: GateReason[];
  objects: GateObjectResult[];
};
