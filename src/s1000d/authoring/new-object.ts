/** A new object from a template, or every reason it cannot be made. */
export type NewObject =
  | { ok: true; xml: string; code: string; fileName: string; schema: string }
  | { ok: false; problems: string[] };

/** Problems every new object shares: its issue date, and a title that fits a listing row. */
export function checkNewObject(date: string, title: string): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push('The issue date must be YYYY-MM-DD.');
  if (title.length > 300) problems.push('The title is longer than 300 characters.');
  return problems;
}
