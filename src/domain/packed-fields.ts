import { LIMITS } from '#access/limits.ts';

/**
 * Fields stored as one JSON string instead of nested lists and maps (decisions 1200 and 1400):
 * a PBS project's item list, an IPS project's team, milestones and old figures (in a draft, its
 * data's team and milestones), a product configuration's models. Firestore's rules engine and index turn every nested value into
 * work on each write (5,000 items: 2.8 s through the rules, 0.16 s as one string), the SDK
 * decodes every nested value on each read, and rules cannot look at every entry of a list: one
 * text is bounded by its length. Nothing queries inside these fields. A path `data.team` names
 * a field of the map `data`, which itself stays a map (the rules read its other fields).
 */
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const { projects, productConfigurations } = LIMITS;
/** Each collection's packed fields, by path, and the length the rules allow their text. */
const PACKED_FIELDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  pbsProjects: { items: projects.itemsText },
  ipsProjects: {
    team: projects.entriesText,
    milestones: projects.entriesText,
    figures: projects.entriesText,
  },
  ipsProjectDrafts: { 'data.team': projects.entriesText, 'data.milestones': projects.entriesText },
  productConfigurations: { models: productConfigurations.modelsText },
};

/**
 * Fields that hold whatever the browser-only version or a bundle stored (decision 1500): maps of
 * any depth, times among them, and PLM data of any shape. Each is stored as one JSON text, with
 * times written {"__timestamp": iso} as bundles write them, under the name given here: PLM
 * `data` moves to `dataText`, so an old record whose data was itself text stays what it was.
 */
const LEGACY = ['legacyFields', projects.valuesText] as const;
const VALUE_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly [string, number]>>>> =
  {
    pbsProjects: { legacyFields: LEGACY },
    ipsProjects: { legacyFields: LEGACY, metadata: ['metadata', projects.valuesText] },
    ipsProjectDrafts: { legacyFields: LEGACY, form: ['form', projects.valuesText] },
    plmData: { legacyFields: LEGACY, data: ['dataText', projects.plmDataText] },
  };
const TIMESTAMP_KEY = '__timestamp';
type TimeLike = { toDate: () => Date };
const isTimeLike = (value: unknown): value is TimeLike | Date =>
  value instanceof Date ||
  (isObject(value) && typeof (value as Partial<TimeLike>).toDate === 'function');

/** The JSON text of a value field: times as {"__timestamp": iso}. */
export function valueText(value: unknown): string {
  return JSON.stringify(value, function (this: Fields, key: string, encoded: unknown) {
    const raw = this[key]; // before Date's own toJSON ran
    if (!isTimeLike(raw)) return encoded;
    return { [TIMESTAMP_KEY]: (raw instanceof Date ? raw : raw.toDate()).toISOString() };
  });
}

/** A value field's text read back; times become what `toTime` makes of their ISO text. */
function readValueText(text: string, toTime: (iso: string) => unknown): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isObject(value) || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const iso = value[TIMESTAMP_KEY];
    return keys.length === 1 && typeof iso === 'string' ? toTime(iso) : value;
  });
}

/** The packed fields of a collection, as paths of one or two names. */
export function packedFieldsOf(collection: string): readonly string[] {
  return Object.keys(PACKED_FIELDS[collection] ?? {});
}

/** The value at a path of one or two names. */
function valueAt(fields: Fields, path: string): unknown {
  const [head, inner] = path.split('.') as [string, string | undefined];
  const value = fields[head];
  if (inner === undefined) return value;
  return isObject(value) && !Array.isArray(value) ? value[inner] : undefined;
}

/**
 * The first packed field too long as stored for the rules, said for a person (an import or
 * a save is refused before it is sent, and nothing changes); null when all fit.
 */
export function packedFieldProblem(collection: string, fields: Fields): string | null {
  const values = Object.entries(VALUE_FIELDS[collection] ?? {});
  const limits = [
    ...Object.entries(PACKED_FIELDS[collection] ?? {}),
    ...values.map(([field, [, max]]) => [field, max] as const),
  ];
  for (const [path, max] of limits) {
    const value = valueAt(fields, path);
    if (value === undefined) continue;
    const size =
      path in (VALUE_FIELDS[collection] ?? {}) ? valueText(value).length : packedLength(value);
    if (size > max)
      return `${path} takes ${size.toLocaleString('en-US')} characters as stored; at most ${max.toLocaleString('en-US')} fit.`;
  }
  return null;
}

/** `fields` with the value at each path replaced by `change` of it, copied only where it changed. */
function mapFields(paths: readonly string[], fields: Fields, change: (value: unknown) => unknown) {
  let out = fields;
  for (const path of paths) {
    const [head, inner] = path.split('.') as [string, string | undefined];
    if (inner === undefined) {
      const next = change(out[head]);
      if (next !== out[head]) out = { ...out, [head]: next };
      continue;
    }
    const map = out[head];
    if (!isObject(map) || Array.isArray(map)) continue;
    const next = change(map[inner]);
    if (next !== map[inner]) out = { ...out, [head]: { ...map, [inner]: next } };
  }
  return out;
}

/** The fields as stored: each packed field that holds a list or map becomes its JSON text. */
export function packFields<T extends Fields>(collection: string, fields: T): T {
  const packed = mapFields(packedFieldsOf(collection), fields, (value) =>
    isObject(value) ? JSON.stringify(value) : value,
  );
  return packValueFields(collection, packed) as T;
}

function packValueFields(collection: string, fields: Fields): Fields {
  let out = fields;
  for (const [field, [stored]] of Object.entries(VALUE_FIELDS[collection] ?? {})) {
    const value = out[field];
    if (value === undefined) continue;
    // A map's field holding text already holds its stored form; PLM data may be text itself.
    if (field === stored && !isObject(value)) continue;
    const { [field]: _moved, ...rest } = out;
    out = { ...rest, [stored]: valueText(value) };
  }
  return out;
}

/** The value fields as read: their text parsed, times made by `toTime` (decision 1500). */
function unpackValueFields(collection: string, fields: Fields, toTime: (iso: string) => unknown) {
  let out = fields;
  for (const [field, [stored]] of Object.entries(VALUE_FIELDS[collection] ?? {})) {
    const text = out[stored];
    if (typeof text !== 'string') continue;
    try {
      const { [stored]: _text, ...rest } = out;
      out = { ...rest, [field]: readValueText(text, toTime) };
    } catch {
      // not ours: keep what is stored rather than lose it
    }
  }
  return out;
}

/**
 * The fields as read: packed text becomes the list again. Documents written before packing
 * hold the list itself and are read as they are; text that is not JSON is left as text.
 */
export function unpackFields<T extends Fields>(
  collection: string,
  fields: T,
  toTime: (iso: string) => unknown = (iso) => new Date(iso),
): T {
  const unpacked = mapFields(packedFieldsOf(collection), fields, (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // not ours: keep what is stored rather than lose it
    }
  });
  return unpackValueFields(collection, unpacked, toTime) as T;
}

/** The length of a field as stored (its JSON text), to say before a save that it is too long. */
export function packedLength(value: unknown): number {
  return typeof value === 'string' ? value.length : (JSON.stringify(value) ?? '').length;
}
