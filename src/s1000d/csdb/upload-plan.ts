import type { Classification, ClassifiedObject, ClassifyOptions } from './classify';
import { classifyFile } from './classify';
import type { ObjectListing } from './listing';
import { compareIssues, formatIssue } from './object-key';
import { expandUploads, type UploadFile } from './zip';

export const UPLOAD_OUTCOMES = [
  'added',
  'newIssue',
  'olderIssue',
  'identical',
  'conflict',
  'nameMismatch',
  'notS1000d',
  'notWellFormed',
  'refused',
] as const;
export type UploadOutcome = (typeof UPLOAD_OUTCOMES)[number];

/** What happens to one uploaded file; `write` says whether it is stored. */
export type UploadDecision = {
  /** The file as the author gave it (inside a ZIP: "set.zip/DMC-….XML"). */
  path: string;
  outcome: UploadOutcome;
  write: boolean;
  /** One sentence for the upload report, naming the file. */
  message: string;
  key?: string;
  /** The issue this file is ("001-00"), and the project's current issue before it. */
  issue?: string;
  previousIssue?: string;
  /** The row to store, when written. */
  listing?: ObjectListing;
  /** When written: true if it becomes the object's current issue (false for an earlier issue). */
  current?: boolean;
  /** For nameMismatch: how it was stored. */
  storedAs?: 'added' | 'newIssue' | 'olderIssue';
  /** The S1000D file name it is stored under. */
  s1000dName?: string;
  /** The file's bytes, when written (transferable out of a worker). */
  bytes?: Uint8Array;
};

/** Issues of an object the project already keeps (for earlier issues arriving late). */
export type KnownIssues = (key: string) => readonly { issue: string; h: string }[] | undefined;

export type UploadPlanOptions = ClassifyOptions & {
  knownIssues?: KnownIssues;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * Plans an upload against a project's current rows: opens ZIPs, classifies every file and
 * decides each one. Nothing is written here; the caller stores exactly the decisions with
 * `write`, each whole or not at all. Files of one upload are decided in issue order, so a
 * folder holding issues 001 and 002 of an object adds 001 and then upissues to 002.
 */
export async function planUpload(
  inputs: readonly UploadFile[],
  existing: readonly ObjectListing[],
  options: UploadPlanOptions = {},
): Promise<UploadDecision[]> {
  const expanded = expandUploads(inputs, options.limits);
  const classified: { file: UploadFile; result: Classification }[] = [];
  let done = 0;
  for (const file of expanded.files) {
    options.signal?.throwIfAborted();
    const result = await classifyFile(file.path, file.bytes, options);
    if (result.status === 'object') delete result.xml;
    classified.push({ file, result });
    options.onProgress?.(++done, expanded.files.length);
  }
  const decisions = decideUploads(
    classified.map((c) => c.result),
    existing,
    options.knownIssues,
  ).map((d, i) => {
    const file = classified[i]!.file;
    return { ...d, path: file.path, ...(d.write ? { bytes: file.bytes } : {}) };
  });
  const refusedZips: UploadDecision[] = expanded.refused.map((r) => ({
    path: r.path,
    outcome: 'refused',
    write: false,
    message: r.message,
  }));
  return [...refusedZips, ...decisions];
}

/** Decides classified files against the current rows (pure; the order of the result is the input's). */
export function decideUploads(
  files: readonly Classification[],
  existing: readonly ObjectListing[],
  knownIssues?: KnownIssues,
): UploadDecision[] {
  const rows = new Map(existing.map((r) => [r.k, r]));
  const seen = new Map<string, { issue: string; h: string }[]>();
  const order = files
    .map((f, index) => ({ f, index }))
    .sort((a, b) => byKeyThenIssue(a.f, b.f) || a.index - b.index);
  const decisions: UploadDecision[] = new Array(files.length);
  for (const { f, index } of order) {
    if (f.status !== 'object') {
      decisions[index] = { path: f.fileName, outcome: f.status, write: false, message: f.message };
      continue;
    }
    const known = [...(knownIssues?.(f.key) ?? []), ...(seen.get(f.key) ?? [])];
    const decision = decideOne(f, rows.get(f.key), known);
    decisions[index] = decision;
    if (decision.write && decision.listing) {
      if (decision.current) rows.set(f.key, decision.listing);
      seen.set(f.key, [
        ...(seen.get(f.key) ?? []),
        { issue: decision.issue ?? '', h: f.listing.h },
      ]);
    }
  }
  return decisions;
}

/**
 * A total order for deciding: objects by key, then issue (files that are no object first);
 * the order across keys does not matter, only that each key's issues come in order.
 */
function byKeyThenIssue(a: Classification, b: Classification): number {
  const keyA = a.status === 'object' ? a.key : '';
  const keyB = b.status === 'object' ? b.key : '';
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (a.status !== 'object' || b.status !== 'object' || !a.issueInfo || !b.issueInfo) return 0;
  return compareIssues(a.issueInfo, b.issueInfo);
}

function decideOne(
  f: ClassifiedObject,
  row: ObjectListing | undefined,
  known: readonly { issue: string; h: string }[],
): UploadDecision {
  const issue = f.issueInfo ? formatIssue(f.issueInfo) : undefined;
  const base = {
    path: f.fileName,
    key: f.key,
    s1000dName: f.s1000dName,
    ...(issue ? { issue } : {}),
  };
  const label = `${f.fileName}`;
  const at = issue ? ` issue ${issue}` : '';
  const renamed = f.mismatch
    ? ` The file name and the code disagree (${f.mismatch}); stored as ${f.s1000dName}.`
    : '';
  const write = (outcome: 'added' | 'newIssue' | 'olderIssue', text: string, current: boolean) => ({
    ...base,
    outcome: f.mismatch ? ('nameMismatch' as const) : outcome,
    ...(f.mismatch ? { storedAs: outcome } : {}),
    write: true,
    current,
    listing: f.listing,
    message: `${label}: ${text}.${renamed}`,
    ...(row && row.i !== undefined ? { previousIssue: `${row.i}-${row.w ?? '00'}` } : {}),
  });
  if (!row) return write('added', `added${at}`, true);
  const previous = row.i !== undefined ? `${row.i}-${row.w ?? '00'}` : undefined;
  const sameBytes = row.h === f.listing.h;
  const cmp =
    f.issueInfo && row.i !== undefined
      ? compareIssues(f.issueInfo, { issueNumber: row.i, inWork: row.w ?? '00' })
      : 0;
  if (cmp > 0) return write('newIssue', `new issue ${issue} of ${f.key} (was ${previous})`, true);
  if (cmp === 0) {
    if (sameBytes) {
      return {
        ...base,
        outcome: 'identical',
        write: false,
        message: `${label}: identical to${at} in the project, skipped.${renamed ? ` (${f.mismatch})` : ''}`,
      };
    }
    return {
      ...base,
      outcome: 'conflict',
      write: false,
      message: `${label}: refused,${at || ' this object'} of ${f.key} is already in the project with different content; upissue it, or give the file a new issue number.`,
    };
  }
  const earlier = known.find((k) => k.issue === issue);
  if (earlier) {
    return earlier.h === f.listing.h
      ? {
          ...base,
          outcome: 'identical',
          write: false,
          message: `${label}: identical to${at} kept in the project's history, skipped.`,
        }
      : {
          ...base,
          outcome: 'conflict',
          write: false,
          message: `${label}: refused, the project already keeps${at} of ${f.key} with different content.`,
        };
  }
  return write(
    'olderIssue',
    `earlier issue ${issue} of ${f.key}, kept in its history (the current issue stays ${previous})`,
    false,
  );
}
