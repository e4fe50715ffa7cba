import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DEFAULT_BREX_NAMES } from '../../brex/brex-locate';
import type { NamedFile } from '../../brex/worker/protocol';
import { classifyFile } from '../../csdb/classify';
import type { ObjectListing } from '../../csdb/listing';
import {
  validateProjectSettings,
  projectBrexCode,
  type ProjectSettings,
} from '../../csdb/project-settings';
import { readSchemaSet, type SchemaSet } from '../../schemas/schema-set';
import { xmldomParser } from '../../xml/xmldom-parser';
import { readdirSync } from 'node:fs';
import { readInputs } from './read-inputs';
import { defaultBrexDir } from './load-files';
import { UsageError } from './args';

/** A CSDB folder as the commands see a project: its rows, its files by key, and project.json's settings. */
export type ProjectDir = {
  name: string;
  rows: ObjectListing[];
  bytes: Map<string, Uint8Array>;
  settings?: ProjectSettings;
};

export async function loadProjectDir(
  paths: readonly string[],
  projectJson?: string,
): Promise<ProjectDir> {
  const project: ProjectDir = { name: basename(paths[0] ?? 'project'), rows: [], bytes: new Map() };
  for (const file of readInputs(paths)) {
    if (basename(file.path) === 'project.json') continue;
    const found = await classifyFile(basename(file.path), file.bytes, { parser: xmldomParser });
    if (found.status !== 'object') continue;
    project.rows.push(found.listing);
    project.bytes.set(found.key, file.bytes);
  }
  const json = projectJson ?? paths.map((p) => join(p, 'project.json')).find((p) => existsSync(p));
  if (json) {
    const parsed = JSON.parse(readFileSync(json, 'utf8')) as { name?: string; settings?: unknown };
    const settings = validateProjectSettings(parsed.settings);
    if (!settings.ok) throw new UsageError(`${json}: ${settings.problems.join('; ')}`);
    project.settings = settings.value;
    if (parsed.name) project.name = parsed.name;
  }
  return project;
}

/** The text of the project's own BREX, when the settings name one that is in the folder. */
export function projectBrexText(project: ProjectDir): string | undefined {
  if (project.settings?.brex.kind !== 'project') return undefined;
  const code = projectBrexCode(project.settings);
  const row = project.rows.find((r) => r.c === code);
  const bytes = row && project.bytes.get(row.k);
  return bytes ? new TextDecoder().decode(bytes).replace(/^\uFEFF/, '') : undefined;
}

/** Every default BREX shipped with the product, named as the engine's providers name them. */
export function defaultBrexFiles(dir?: string): NamedFile[] {
  const folder = defaultBrexDir(dir);
  const files = existsSync(folder) ? readdirSync(folder) : [];
  return DEFAULT_BREX_NAMES.flatMap(({ name }) => {
    const file = files.find((f) => f.startsWith(`${name}_`));
    return file ? [{ name, bytes: readFileSync(join(folder, file)) }] : [];
  });
}

/** Schema sets from -s options: ZIPs or folders of XSD files, with an optional issue each. */
export function loadSchemaSets(values: readonly string[], issue?: string): SchemaSet[] {
  return values.map((value) => {
    const read = readSchemaSet(readInputs([value]), issue ? { issue } : {});
    if (!read.ok) throw new UsageError(`${value}: ${read.problems.join(' ')}`);
    return read.set;
  });
}
