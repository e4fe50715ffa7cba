import { PROJECT_ISSUES, type ProjectIssue } from '../csdb/project-settings';
import { expandUploads, type UploadFile } from '../csdb/zip';
import { formatBytes } from '../csdb/limits';
import { issueFromSchemaUrl } from '../xml/detect-issue';

/** One XSD file of a set, by its name in the set's folder ("descript.xsd"). */
export type SchemaFile = { name: string; bytes: Uint8Array };

/** The schemas of one S1000D issue, as a user uploaded them (the official ones cannot ship). */
export type SchemaSet = { issue: ProjectIssue; files: SchemaFile[] };

export type SchemaSetSummary = {
  issue: ProjectIssue;
  /** Schema names ("descript", "proced" …), sorted. */
  schemas: string[];
  files: number;
  bytes: number;
  /** The folder of the archive the files came from ("S1000D_4-1/xml_schema_flat"). */
  folder: string;
};

export type SchemaSetResult =
  | { ok: true; set: SchemaSet; summary: SchemaSetSummary; notes: string[] }
  | { ok: false; problems: string[] };

/** Where S1000D objects say their schema is: http://www.s1000d.org/S1000D_4-1/xml_schema_flat/. */
export function schemaSetUrl(issue: string): string {
  return `http://www.s1000d.org/S1000D_${issue.replace(/\./g, '-')}/xml_schema_flat/`;
}

export const ISSUE_NAMES: Record<string, string> = Object.fromEntries(
  PROJECT_ISSUES.map((issue) => [issue, `S1000D Issue ${issue}`]),
);

/** Most files a set may hold, and its largest XSD: the official sets are about 60 files of < 1 MB. */
export const SCHEMA_SET_LIMITS = { maxFiles: 500, maxFileBytes: 8 * 1024 * 1024 } as const;

const isXsd = (path: string) => /\.xsd$/i.test(path);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Reads an uploaded schema set: a ZIP of the official `xml_schema_flat` folder (or loose XSD
 * files). The folder holding the XSD files is taken (xml_schema_flat when there are several);
 * the issue comes from the user, else from a folder named S1000D_<issue>. Every file must be
 * a well-formed XML Schema; problems are all named and nothing is kept from a refused upload.
 */
export function readSchemaSet(
  uploads: readonly UploadFile[],
  options: { issue?: string } = {},
): SchemaSetResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const expanded = expandUploads(uploads, { maxZipEntries: 2000 });
  problems.push(...expanded.refused.map((r) => r.message));
  const xsd = expanded.files.filter((f) => isXsd(f.path));
  if (xsd.length === 0 && problems.length === 0)
    problems.push('No XML Schema (.xsd) files in this upload: choose the ZIP of xml_schema_flat.');
  const folders = new Map<string, UploadFile[]>();
  for (const file of xsd)
    folders.set(folderOf(file.path), [...(folders.get(folderOf(file.path)) ?? []), file]);
  const chosen =
    [...folders.keys()].find((f) => /xml_schema_flat\/$/i.test(f)) ??
    [...folders.entries()].sort((a, b) => b[1].length - a[1].length)[0]?.[0];
  if (folders.size > 1 && chosen !== undefined)
    notes.push(
      `The XSD files of ${chosen || 'the top folder'} were taken; other folders were left out.`,
    );
  const files = chosen === undefined ? [] : folders.get(chosen)!;
  if (files.length > SCHEMA_SET_LIMITS.maxFiles)
    problems.push(
      `A schema set holds at most ${SCHEMA_SET_LIMITS.maxFiles} files; this one ${files.length}.`,
    );
  const pathIssue = [chosen ?? '', ...uploads.map((u) => u.path)]
    .map((p) => issueFromSchemaUrl(p.replace(/\bIssue[ _]?(\d+)[._](\d+)/i, 'S1000D_$1-$2')))
    .find((i) => i !== undefined);
  const issue = options.issue || pathIssue;
  if (!issue) {
    problems.push('Say which S1000D issue these schemas are for: the archive does not name one.');
  } else if (!(PROJECT_ISSUES as readonly string[]).includes(issue)) {
    problems.push(
      `"${issue}" is not an S1000D issue this site knows (${PROJECT_ISSUES.join(', ')}).`,
    );
  } else if (pathIssue && options.issue && pathIssue !== options.issue) {
    notes.push(
      `The archive's folder names Issue ${pathIssue}; the set is stored as Issue ${options.issue}, as you chose.`,
    );
  }
  const names = new Set<string>();
  const set: SchemaFile[] = [];
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    if (names.has(name.toLowerCase())) {
      problems.push(`${name} is in the set twice.`);
      continue;
    }
    names.add(name.toLowerCase());
    if (file.bytes.length > SCHEMA_SET_LIMITS.maxFileBytes) {
      problems.push(
        `${name} is ${formatBytes(file.bytes.length)}, more than ${formatBytes(SCHEMA_SET_LIMITS.maxFileBytes)} for one schema.`,
      );
      continue;
    }
    const head = new TextDecoder().decode(file.bytes.subarray(0, 4096));
    if (!/<([A-Za-z_][\w.-]*:)?schema[\s>]/.test(head) || !/XMLSchema/.test(head)) {
      problems.push(`${name} is not an XML Schema (no xs:schema element at its start).`);
      continue;
    }
    set.push({ name, bytes: file.bytes });
  }
  if (problems.length) return { ok: false, problems };
  set.sort((a, b) => a.name.localeCompare(b.name));
  const summary: SchemaSetSummary = {
    issue: issue as ProjectIssue,
    schemas: set.map((f) => f.name.replace(/\.xsd$/i, '')),
    files: set.length,
    bytes: set.reduce((n, f) => n + f.bytes.length, 0),
    folder: chosen ?? '',
  };
  return { ok: true, set: { issue: issue as ProjectIssue, files: set }, summary, notes };
}
