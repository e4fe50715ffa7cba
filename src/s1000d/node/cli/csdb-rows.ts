import { readFileSync } from 'node:fs';
import type { ObjectListing } from '../../csdb/listing';
import { planUpload, type UploadDecision } from '../../csdb/upload-plan';
import { xmldomParser } from '../xmldom-parser';
import { UsageError } from './args';
import { readInputs } from './read-inputs';

/** Plans an upload of files, folders and ZIPs into a project holding `rows`. */
export function planFromPaths(paths: readonly string[], rows: readonly ObjectListing[] = []) {
  return planUpload(readInputs(paths), rows, { parser: xmldomParser });
}

/** The rows an upload into an empty project would leave: the current issue of each object. */
export function currentRows(decisions: readonly UploadDecision[]): ObjectListing[] {
  const rows = new Map<string, ObjectListing>();
  for (const d of decisions)
    if (d.write && d.current && d.listing) rows.set(d.listing.k, d.listing);
  return [...rows.values()];
}

/** Rows from --index (a JSON array written by `ips-s1000d index`), else from the given files. */
export async function rowsFromArgs(
  flags: Map<string, string[]>,
  positional: readonly string[],
): Promise<ObjectListing[]> {
  const index = flags.get('--index')?.[0];
  if (index) {
    const rows: unknown = JSON.parse(readFileSync(index, 'utf8'));
    if (!Array.isArray(rows)) throw new UsageError(`${index} is not a JSON array of listing rows`);
    return rows as ObjectListing[];
  }
  if (positional.length === 0)
    throw new UsageError('give --index <rows.json> or files and folders');
  return currentRows(await planFromPaths(positional));
}
