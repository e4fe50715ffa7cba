/**
 * Fields stored as one JSON string instead of nested lists and maps (decision 1200): a PBS
 * project's item list. Firestore's rules engine and index turn every nested value into work
 * on each write (5,000 items: 2.8 s through the rules, 0.16 s as one string) and the SDK
 * decodes every nested value on each read. Nothing queries inside these fields.
 */
const PACKED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  pbsProjects: ['items'],
};

const packedIn = (collection: string) => PACKED_FIELDS[collection] ?? [];

/** The fields as stored: each packed field that holds a list or map becomes its JSON text. */
export function packFields<T extends Record<string, unknown>>(collection: string, fields: T): T {
  const names = packedIn(collection).filter(
    (name) => typeof fields[name] === 'object' && fields[name] !== null,
  );
  if (names.length === 0) return fields;
  const packed: Record<string, unknown> = { ...fields };
  for (const name of names) packed[name] = JSON.stringify(fields[name]);
  return packed as T;
}

/**
 * The fields as read: packed text becomes the list again. Documents written before packing
 * hold the list itself and are read as they are; text that is not JSON is left as text.
 */
export function unpackFields<T extends Record<string, unknown>>(collection: string, fields: T): T {
  const names = packedIn(collection).filter((name) => typeof fields[name] === 'string');
  if (names.length === 0) return fields;
  const unpacked: Record<string, unknown> = { ...fields };
  for (const name of names) {
    try {
      unpacked[name] = JSON.parse(fields[name] as string);
    } catch {
      // not ours: keep what is stored rather than lose it
    }
  }
  return unpacked as T;
}
