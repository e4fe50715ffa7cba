/** brSeverityLevel value → whether findings at that level fail the check (.brseveritylevels). */
export type SeverityLevels = Record<string, { label: string; fail: boolean }>;

export function failsFor(
  severity: string | undefined,
  levels: SeverityLevels | undefined,
): boolean {
  if (!severity || !levels) return true;
  return levels[severity]?.fail ?? true;
}

/** Reads a .brseveritylevels document: <brSeverityLevel value="brsl02" fail="no">Warning</...>. */
export function readSeverityLevels(doc: Document): SeverityLevels {
  const levels: SeverityLevels = {};
  for (const el of Array.from(doc.getElementsByTagName('brSeverityLevel'))) {
    const value = el.getAttribute('value');
    if (value)
      levels[value] = {
        label: el.textContent?.trim() ?? value,
        fail: el.getAttribute('fail') !== 'no',
      };
  }
  return levels;
}
