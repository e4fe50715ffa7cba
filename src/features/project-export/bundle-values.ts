/**
 * Field values in a bundle are JSON. Firestore Timestamps (and Dates) are written as
 * {"__timestamp": iso} and read back as Dates, which Firestore stores as Timestamps again.
 */
export const TIMESTAMP_KEY = '__timestamp';
/** Firestore allows 20 levels of maps and arrays; deeper input is refused before any write. */
export const MAX_DEPTH = 20;

export class BundleError extends Error {}

type TimestampLike = { toDate: () => Date; seconds: number; nanoseconds: number };

function isTimestampLike(value: object): value is TimestampLike {
  const v = value as Partial<TimestampLike>;
  return (
    typeof v.toDate === 'function' &&
    typeof v.seconds === 'number' &&
    typeof v.nanoseconds === 'number'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** A Date from an ISO instant, or null when the text is not one. */
export function readIsoDate(text: unknown): Date | null {
  if (typeof text !== 'string' || !ISO.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function encodeValue(value: unknown, path: string, depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new BundleError(`${path} is not a finite number.`);
    return value;
  }
  if (typeof value !== 'object') throw new BundleError(`${path} cannot be exported.`);
  if (depth >= MAX_DEPTH) throw new BundleError(`${path} is nested too deeply.`);
  if (value instanceof Date || isTimestampLike(value)) {
    const date = value instanceof Date ? value : value.toDate();
    if (Number.isNaN(date.getTime())) throw new BundleError(`${path} is an invalid date.`);
    return { [TIMESTAMP_KEY]: date.toISOString() };
  }
  if (Array.isArray(value)) return value.map((v, i) => encodeValue(v, `${path}[${i}]`, depth + 1));
  if (!isPlainObject(value)) throw new BundleError(`${path} cannot be exported.`);
  if (TIMESTAMP_KEY in value)
    throw new BundleError(`${path} uses the reserved key ${TIMESTAMP_KEY}.`);
  // fromEntries defines keys as data, so a "__proto__" field stays a field.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, encodeValue(v, `${path}.${key}`, depth + 1)]),
  );
}

/** The stored value for a bundle value; throws BundleError naming the first bad place. */
export function decodeValue(value: unknown, path: string, depth = 0, inArray = false): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new BundleError(`${path} is not a finite number.`);
    return value;
  }
  if (typeof value !== 'object') throw new BundleError(`${path} has an unsupported value.`);
  if (depth >= MAX_DEPTH) throw new BundleError(`${path} is nested too deeply.`);
  if (Array.isArray(value)) {
    // Firestore refuses an array directly inside an array.
    if (inArray) throw new BundleError(`${path} is a list inside a list, which cannot be stored.`);
    return value.map((v, i) => decodeValue(v, `${path}[${i}]`, depth + 1, true));
  }
  if (!isPlainObject(value)) throw new BundleError(`${path} has an unsupported value.`);
  if (TIMESTAMP_KEY in value) {
    const date = readIsoDate(value[TIMESTAMP_KEY]);
    if (!date || Object.keys(value).length !== 1) {
      throw new BundleError(`${path} is not a valid timestamp.`);
    }
    return date;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === '') throw new BundleError(`${path} has an empty field name.`);
      return [key, decodeValue(v, `${path}.${key}`, depth + 1)];
    }),
  );
}
