/** Firestore refuses documents over 1 MiB (1,048,576 bytes). */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Room kept for the fields Firestore and the repository add (name, owner, timestamps). */
export const SAVE_LIMIT_BYTES = MAX_DOCUMENT_BYTES - 16_384;

const utf8 = new TextEncoder();

/**
 * A value's storage size by Firestore's documented rules: strings are their UTF-8 bytes + 1,
 * numbers and dates 8, booleans and null 1, maps the sum of key and value sizes, arrays the
 * sum of their values.
 */
export function storedSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8.encode(value).length + 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce<number>((sum, v) => sum + storedSize(v), 0);
  if (typeof value === 'object') {
    let sum = 0;
    for (const [key, v] of Object.entries(value)) {
      if (v !== undefined) sum += storedSize(key) + storedSize(v);
    }
    return sum;
  }
  return 8;
}

/** A whole document's size: its fields, its name (collection/id) and the fixed 32 bytes. */
export function documentSize(collection: string, id: string, fields: Record<string, unknown>) {
  const name = storedSize(collection) + storedSize(id) + 16;
  return name + storedSize(fields) + 32;
}

export const sizeText = (bytes: number) =>
  `This breakdown is too large to save (${Math.round(bytes / 1024)} KiB of the ${Math.round(
    SAVE_LIMIT_BYTES / 1024,
  )} KiB a project can hold). Shorten notes or split it into several projects.`;
