/**
 * One CSV cell (RFC 4180 quoting). Text starting with =, +, - or @ gets a leading apostrophe:
 * a spreadsheet would otherwise run an object's title as a formula.
 */
export function csvCell(value: string | number | undefined): string {
  const s = value === undefined ? '' : String(value);
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
