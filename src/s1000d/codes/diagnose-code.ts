/**
 * When a code does not parse, says which hyphen-separated segment is wrong and why, in the
 * order an author reads it. Only for the prefixes the analyzer knows; undefined otherwise.
 */
type Part = { label: string; pattern: RegExp; hint: string };

const MIC: Part = {
  label: 'model identification code',
  pattern: /^[A-Z0-9]{2,14}$/,
  hint: '2 to 14 capital letters or digits',
};
const SDC: Part = {
  label: 'system difference code',
  pattern: /^[A-Z0-9]{1,4}$/,
  hint: '1 to 4 capital letters or digits',
};
const CAGE = (label: string): Part => ({
  label,
  pattern: /^[A-Z0-9]{5}$/,
  hint: '5 capital letters or digits (a CAGE code)',
});
const YEAR: Part = { label: 'year', pattern: /^[0-9]{4}$/, hint: '4 digits' };
const SEQ: Part = { label: 'sequence number', pattern: /^[0-9]{5}$/, hint: '5 digits' };
const SNS: Part[] = [
  { label: 'system code', pattern: /^[A-Z0-9]{2,3}$/, hint: '2 or 3 capital letters or digits' },
  {
    label: 'subsystem and sub-subsystem codes',
    pattern: /^[A-Z0-9]{2}$/,
    hint: '2 characters: subsystem then sub-subsystem',
  },
  { label: 'assembly code', pattern: /^([A-Z0-9]{2}|[A-Z0-9]{4})$/, hint: '2 or 4 characters' },
];

const FORMS: Record<string, Part[]> = {
  DMC: [
    MIC,
    SDC,
    ...SNS,
    {
      label: 'disassembly code and variant',
      pattern: /^[A-Z0-9]{3,5}$/,
      hint: '2 characters, then a variant of 1 to 3',
    },
    {
      label: 'information code and variant',
      pattern: /^[A-Z0-9]{4}$/,
      hint: '3 characters, then a 1-character variant',
    },
    { label: 'item location code', pattern: /^[ABCDT]$/, hint: 'one of A, B, C, D, T' },
    {
      label: 'learn code and learn event code',
      pattern: /^[HT][A-Z0-9]{2}[A-E]$/,
      hint: 'H or T, 2 characters, then an event code A to E',
    },
  ],
  PMC: [
    MIC,
    CAGE('issuer'),
    { label: 'number', pattern: /^[A-Z0-9]{5}$/, hint: '5 capital letters or digits' },
    { label: 'volume', pattern: /^[0-9]{2}$/, hint: '2 digits' },
  ],
  DML: [
    MIC,
    CAGE('sender'),
    { label: 'DML type', pattern: /^[CPS]$/, hint: 'C, P or S' },
    YEAR,
    SEQ,
  ],
  DDN: [MIC, CAGE('sender'), CAGE('receiver'), YEAR, SEQ],
  COM: [
    MIC,
    CAGE('sender'),
    YEAR,
    SEQ,
    { label: 'comment type', pattern: /^[QIR]$/, hint: 'Q, I or R' },
  ],
  CSN: [
    MIC,
    SDC,
    ...SNS,
    {
      label: 'figure number and variant',
      pattern: /^[A-Z0-9]{2,5}$/,
      hint: '2 characters, then an optional variant',
    },
    {
      label: 'item number and variant',
      pattern: /^[A-Z0-9]{3,4}$/,
      hint: '3 characters, then an optional variant',
    },
    { label: 'item location code', pattern: /^[ABCDT]$/, hint: 'one of A, B, C, D, T' },
  ],
};
FORMS.SMC = FORMS.PMC!;

/** Names the first wrong segment of a prefixed code, or the count of segments when that is off. */
export function diagnoseCode(text: string): string | undefined {
  const [prefix = '', ...parts] = text.split('-');
  const form = FORMS[prefix === 'UPF' ? 'DMC' : prefix];
  if (!form) return undefined;
  const optionalLast = prefix === 'DMC' || prefix === 'UPF';
  const wanted = optionalLast ? `${form.length - 1} or ${form.length}` : `${form.length}`;
  for (const [index, part] of parts.entries()) {
    const spec = form[index];
    if (!spec) break;
    if (part === '') return `Segment ${index + 1} (${spec.label}) is empty.`;
    if (part !== part.toUpperCase())
      return `Segment ${index + 1} (${spec.label}) "${part}" must be in capitals: ${part.toUpperCase()}.`;
    if (!spec.pattern.test(part))
      return `Segment ${index + 1} (${spec.label}) "${part}" must be ${spec.hint}.`;
  }
  const count = parts.length;
  const fits = optionalLast
    ? count === form.length || count === form.length - 1
    : count === form.length;
  if (!fits)
    return `A ${prefix} code has ${wanted} segments after "${prefix}-"; this one has ${count}.`;
  return undefined;
}
