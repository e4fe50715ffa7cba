/** One named part of an S1000D code, with the pattern the XML schemas give for it. */
export type SegmentSpec = {
  attribute: string;
  label: string;
  pattern: RegExp;
};

/** Checks each value against its segment pattern; returns one message per bad segment. */
export function checkSegments(specs: readonly SegmentSpec[], values: Record<string, unknown>) {
  const problems: string[] = [];
  for (const spec of specs) {
    const value = values[spec.attribute];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !spec.pattern.test(value)) {
      problems.push(
        `${spec.label} (${spec.attribute}) "${String(value)}" must match ${spec.pattern.source}`,
      );
    }
  }
  return problems;
}

/** The segments' attributes as an XML code element carries them, a missing one as empty text. */
export function readSegmentAttributes(
  el: Element | undefined,
  specs: readonly SegmentSpec[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of specs) values[spec.attribute] = el?.getAttribute(spec.attribute) ?? '';
  return values;
}

export const alnum = (min: number, max = min) => new RegExp(`^[A-Z0-9]{${min},${max}}$`);
export const digits = (min: number, max = min) => new RegExp(`^[0-9]{${min},${max}}$`);

/** The model and SNS segments that data module codes and catalog sequence numbers begin with. */
export const MODEL_AND_SNS_SEGMENTS: readonly SegmentSpec[] = [
  { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
  { attribute: 'systemDiffCode', label: 'System difference code', pattern: alnum(1, 4) },
  { attribute: 'systemCode', label: 'System code', pattern: alnum(2, 3) },
  { attribute: 'subSystemCode', label: 'Subsystem code', pattern: alnum(1) },
  { attribute: 'subSubSystemCode', label: 'Sub-subsystem code', pattern: alnum(1) },
  { attribute: 'assyCode', label: 'Assembly code', pattern: /^([A-Z0-9]{2}|[A-Z0-9]{4})$/ },
];
