import { BundleError, decodeValue, encodeValue, readIsoDate } from './bundle-values.ts';

export const BUNDLE_FORMAT = 'ips-studio-projects';
export const BUNDLE_VERSION = 1;
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;
/** Firestore's document limit is 1 MiB; leave room for the name, owner and dates. */
export const MAX_PROJECT_BYTES = 1_000_000;
export const EXPORTABLE_COLLECTIONS = ['pbsProjects', 'ipsProjects'] as const;
export type ExportableCollection = (typeof EXPORTABLE_COLLECTIONS)[number];

/** A project as the app holds it: what export reads and import writes. */
export type BundledProject = {
  collection: ExportableCollection;
  /** The id in the exporting account, so an IPS project's PBS link can follow it. */
  id: string | null;
  name: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  fields: Record<string, unknown>;
};

export const BUNDLE_TEXT = {
  tooLarge: 'The file is larger than 10 MB and was not imported.',
  notJson: 'The file is not valid JSON and was not imported.',
  foreign: 'The file is not an IPS Studio project export and was not imported.',
  version: (v: unknown) =>
    `The file uses export version ${String(v)}, which this version of IPS Studio cannot read.`,
  empty: 'The file holds no projects.',
  invalid: (detail: string) => `The file was not imported: ${detail}`,
} as const;

export type ParseResult = { ok: true; projects: BundledProject[] } | { ok: false; message: string };

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function encodeBundle(projects: BundledProject[], exportedAt: Date): string {
  return JSON.stringify(
    {
      format: BUNDLE_FORMAT,
      version: BUNDLE_VERSION,
      exportedAt: exportedAt.toISOString(),
      projects: projects.map((p, i) => ({
        collection: p.collection,
        id: p.id,
        name: p.name,
        createdAt: p.createdAt?.toISOString() ?? null,
        updatedAt: p.updatedAt?.toISOString() ?? null,
        fields: encodeValue(p.fields, `projects[${i}].fields`),
      })),
    },
    null,
    2,
  );
}

function expectKeys(value: Record<string, unknown>, path: string, allowed: string[]) {
  const extra = Object.keys(value).find((k) => !allowed.includes(k));
  if (extra) throw new BundleError(`${path} has an unknown entry "${extra}".`);
}

function readDate(value: unknown, path: string): Date | null {
  if (value === null || value === undefined) return null;
  const date = readIsoDate(value);
  if (!date) throw new BundleError(`${path} is not a date.`);
  return date;
}

function readProject(raw: unknown, path: string): BundledProject {
  if (!isRecord(raw)) throw new BundleError(`${path} is not a project.`);
  expectKeys(raw, path, ['collection', 'id', 'name', 'createdAt', 'updatedAt', 'fields']);
  const { collection, id, name, fields } = raw;
  if (!EXPORTABLE_COLLECTIONS.includes(collection as ExportableCollection)) {
    throw new BundleError(`${path}.collection must be pbsProjects or ipsProjects.`);
  }
  if (id !== undefined && id !== null && typeof id !== 'string') {
    throw new BundleError(`${path}.id is not text.`);
  }
  if (typeof name !== 'string' || !name.trim()) throw new BundleError(`${path}.name is missing.`);
  if (!isRecord(fields)) throw new BundleError(`${path}.fields is not an object.`);
  const reserved = ['name', 'ownerId', 'createdAt', 'updatedAt'].find((k) => k in fields);
  if (reserved) throw new BundleError(`${path}.fields must not hold "${reserved}".`);
  if (byteLength(JSON.stringify(fields)) > MAX_PROJECT_BYTES) {
    throw new BundleError(`"${name}" is too large to store as one project.`);
  }
  return {
    collection: collection as ExportableCollection,
    id: typeof id === 'string' ? id : null,
    name: name.trim(),
    createdAt: readDate(raw.createdAt, `${path}.createdAt`),
    updatedAt: readDate(raw.updatedAt, `${path}.updatedAt`),
    fields: decodeValue(fields, `${path}.fields`) as Record<string, unknown>,
  };
}

/** Reads an export file completely, or says why not; nothing is written either way. */
export function parseBundle(text: string): ParseResult {
  if (byteLength(text) > MAX_BUNDLE_BYTES) return { ok: false, message: BUNDLE_TEXT.tooLarge };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: BUNDLE_TEXT.notJson };
  }
  if (!isRecord(raw) || raw.format !== BUNDLE_FORMAT) {
    return { ok: false, message: BUNDLE_TEXT.foreign };
  }
  if (raw.version !== BUNDLE_VERSION)
    return { ok: false, message: BUNDLE_TEXT.version(raw.version) };
  try {
    expectKeys(raw, 'The file', ['format', 'version', 'exportedAt', 'projects']);
    readDate(raw.exportedAt, 'exportedAt');
    if (!Array.isArray(raw.projects)) throw new BundleError('projects is not a list.');
    if (raw.projects.length === 0) return { ok: false, message: BUNDLE_TEXT.empty };
    const projects = raw.projects.map((p, i) => readProject(p, `projects[${i}]`));
    return { ok: true, projects };
  } catch (error) {
    if (error instanceof BundleError)
      return { ok: false, message: BUNDLE_TEXT.invalid(error.message) };
    throw error;
  }
}
