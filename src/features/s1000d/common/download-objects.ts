import type { S1000dObjectsRepository } from '../../../data/s1000d-objects.ts';
import type { StoredIssue } from '../../../data/s1000d-store-types.ts';
import { parseLanguage } from '../../../s1000d/csdb/object-key.ts';
import { s1000dFileName } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { downloadFile } from '../../../lib/browser-file.ts';

/** The S1000D file name of one stored issue of an object. */
export function fileNameOfIssue(row: ObjectListing, issue: StoredIssue): string {
  const language = row.l ? parseLanguage(row.l) : undefined;
  return s1000dFileName({
    kind: row.t,
    code: row.c,
    ...(row.t !== 'icn' && issue.issueNumber
      ? { issueInfo: { issueNumber: issue.issueNumber, inWork: issue.inWork } }
      : {}),
    ...(language ? { language } : {}),
    ...(row.x ? { extension: row.x } : {}),
  });
}

/** One issue's exact bytes, handed to the browser under its S1000D file name. */
export async function downloadIssue(
  objects: S1000dObjectsRepository,
  projectId: string,
  row: ObjectListing,
  issue: StoredIssue,
) {
  const bytes = await objects.readContent(projectId, issue);
  downloadFile(fileNameOfIssue(row, issue), bytes, issue.mediaType || 'application/xml');
}

/**
 * The current issue of each object, in one ZIP with S1000D file names (one object downloads
 * as itself). Reports progress per object. The ZIP writer loads only when a ZIP is made: the
 * pages that offer this (the project library) are opened far more often than they download.
 */
export async function downloadCurrent(
  objects: S1000dObjectsRepository,
  projectId: string,
  rows: readonly ObjectListing[],
  zipName: string,
  onProgress: (done: number, total: number) => void = () => {},
) {
  const files: Record<string, Uint8Array> = {};
  let done = 0;
  for (const row of rows) {
    const stored = await objects.getObject(projectId, row.k);
    const issue = stored?.issues.findLast(
      (i) => i.issueNumber === stored.current.issueNumber && i.inWork === stored.current.inWork,
    );
    if (!stored || !issue) throw new Error(`${row.k} could not be read.`);
    if (rows.length === 1) return downloadIssue(objects, projectId, row, issue);
    files[fileNameOfIssue(row, issue)] = await objects.readContent(projectId, issue);
    onProgress(++done, rows.length);
  }
  const { zipSync } = await import('fflate');
  downloadFile(zipName, zipSync(files, { level: 6 }), 'application/zip');
}
