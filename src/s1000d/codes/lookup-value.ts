import type { ValueTable } from './issue6-tables';

/** Meaning of a value in an Issue 6 table: exact entries first, then the pattern ranges. */
export function lookUpValue(table: ValueTable, value: string): string | undefined {
  const exact = table.singles[value];
  if (exact !== undefined) return exact;
  for (const [pattern, meaning] of table.patterns) {
    if (new RegExp(`^(?:${pattern})$`).test(value)) return meaning;
  }
  return undefined;
}
