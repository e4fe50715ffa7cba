import { readModels } from '../../lib/product-configuration-model.ts';
import { validateModels } from '../../lib/product-configuration.ts';
import { packedFieldProblem } from '../../domain/packed-fields.ts';
import { BundleError, decodeValue, encodeValue, readIsoDate } from './bundle-values.ts';

export const BUNDLE_FORMAT = 'ips-studio-projects';
/** Version 2 added drafts, PLM data and product configurations; version 1 files still import. */
export const BUNDLE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, 2];
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;
/** An import too large for one batch lists every path in its marker document (under 1 MiB). */
export const MAX_BUNDLE_DOCUMENTS = 10_000;
/** Firestore's document limit is 1 MiB; leave room for the name, owner and dates. */
export const MAX_PROJECT_BYTES = 1_000_000;
export const EXPORTABLE_COLLECTIONS = [
  'pbsProjects',
  'ipsProjects',
  'ipsProjectDrafts',
  'plmData',
  'productConfigurations',
] as const;
export type ExportableCollection = (typeof EXPORTABLE_COLLECTIONS)[number];
/** PLM data records and configuration sets have no name of their own. */
const NAMED: readonly ExportableCollection[] = ['pbsProjects', 'ipsProjects', 'ipsProjectDrafts'];

/** A project as the app holds it: what export reads and import writes. */
export type BundledProject = {
  collection: ExportableCollection;
  /**
   * The id in the exporting account, so links can follow: an IPS project's (or draft's) PBS
   * link, and a configuration set, whose id is its PBS project's.
   */
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
  tooMany: 'The file holds more than 10,000 documents; export fewer projects at a time.',
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

function readConfiguration(fields: Record<string, unknown>, path: string) {
  expectKeys(fields, `${path}.fields`, ['models']);
  // Strict: the models must read back exactly as written, then pass the page's own checks.
  if (JSON.stringify(readModels(fields.models)) !== JSON.stringify(fields.models ?? null)) {
    throw new BundleError(`${path}.fields.models is not a list of models in the expected form.`);
  }
  const problem = validateModels(readModels(fields.models));
  if (problem) throw new BundleError(`${path}: ${problem}`);
}

function readProject(raw: unknown, path: string): BundledProject {
  if (!isRecord(raw)) throw new BundleError(`${path} is not a project.`);
  expectKeys(raw, path, ['collection', 'id', 'name', 'createdAt', 'updatedAt', 'fields']);
  const { collection, id, name, fields } = raw;
  if (!EXPORTABLE_COLLECTIONS.includes(collection as ExportableCollection)) {
    throw new BundleError(
      `${path}.collection must be one of ${EXPORTABLE_COLLECTIONS.join(', ')}.`,
    );
  }
  const kind = collection as ExportableCollection;
  if (id !== undefined && id !== null && typeof id !== 'string') {
    throw new BundleError(`${path}.id is not text.`);
  }
  if (typeof name !== 'string' || (NAMED.includes(kind) && !name.trim()))
    throw new BundleError(`${path}.name is missing.`);
  if (!isRecord(fields)) throw new BundleError(`${path}.fields is not an object.`);
  const reserved = ['name', 'ownerId', 'createdAt', 'updatedAt', 'projectId'].find(
    (k) => k in fields,
  );
  if (reserved) throw new BundleError(`${path}.fields must not hold "${reserved}".`);
  if (byteLength(JSON.stringify(fields)) > MAX_PROJECT_BYTES) {
    throw new BundleError(`"${name}" is too large to store as one project.`);
  }
  // Lists the rules bound as the one JSON text they are stored as (decisions 1200, 1400).
  const packed = packedFieldProblem(kind, fields);
  if (packed) throw new BundleError(`"${name}" cannot be stored: ${packed}`);
  if (kind === 'productConfigurations') readConfiguration(fields, path);
  return {
    collection: kind,
    id: typeof id === 'string' ? id : null,
    name: name.trim(),
    createdAt: readDate(raw.createdAt, `${path}.createdAt`),
    updatedAt: readDate(raw.updatedAt, `${path}.updatedAt`),
    fields: decodeValue(fields, `${path}.fields`) as Record<string, unknown>,
  };
}

/** A configuration set travels with its PBS project: it must be in the file, once. */
function checkConfigurations(projects: BundledProject[]) {
  const pbsIds = new Set(projects.filter((p) => p.collection === 'pbsProjects').map((p) => p.id));
  const seen = new Set<string | null>();
  projects.forEach((p, i) => {
    if (p.collection !== 'productConfigurations') return;
    if (!p.id || !pbsIds.has(p.id) || seen.has(p.id)) {
      throw new BundleError(
        `projects[${i}] is a product configuration whose PBS project is not in the file (or that it holds twice).`,
      );
    }
    seen.add(p.id);
  });
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
  if (!READABLE_VERSIONS.includes(raw.version))
    return { ok: false, message: BUNDLE_TEXT.version(raw.version) };
  try {
    expectKeys(raw, 'The file', ['format', 'version', 'exportedAt', 'projects']);
    readDate(raw.exportedAt, 'exportedAt');
    if (!Array.isArray(raw.projects)) throw new BundleError('projects is not a list.');
    if (raw.projects.length === 0) return { ok: false, message: BUNDLE_TEXT.empty };
    if (raw.projects.length > MAX_BUNDLE_DOCUMENTS)
      return { ok: false, message: BUNDLE_TEXT.tooMany };
    const projects = raw.projects.map((p, i) => readProject(p, `projects[${i}]`));
    const unknown = projects.find(
      (p) => raw.version === 1 && !NAMED.slice(0, 2).includes(p.collection),
    );
    if (unknown) throw new BundleError(`version 1 files hold only PBS and IPS projects.`);
    checkConfigurations(projects);
    return { ok: true, projects };
  } catch (error) {
    if (error instanceof BundleError)
      return { ok: false, message: BUNDLE_TEXT.invalid(error.message) };
    throw error;
  }
}
