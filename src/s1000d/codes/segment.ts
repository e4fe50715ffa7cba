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

export const alnum = (min: number, max = min) => new RegExp(`^[A-Z0-9]{${min},${max}}$`);
export const digits = (min: number, max = min) => new RegExp(`^[0-9]{${min},${max}}$`);
