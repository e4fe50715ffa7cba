import { transfer } from 'comlink';
import { classifyFile } from '../../../s1000d/csdb/classify.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** An object a worker wrote (a new issue or a new object), with the listing row the store keeps. */
export type WrittenIssue = {
  bytes: Uint8Array;
  listing: ObjectListing;
  issue: string;
  fileName: string;
  applicId?: string;
};

/** Classifies written bytes as the upload would, and hands them back without copying. */
export async function writtenIssueOf(written: {
  bytes: Uint8Array;
  fileName: string;
  issue: string;
  applicId?: string;
}): Promise<WrittenIssue> {
  const classified = await classifyFile(written.fileName, written.bytes, { parser: xmldomParser });
  if (classified.status !== 'object') throw new Error(classified.message);
  const made: WrittenIssue = {
    bytes: written.bytes,
    listing: classified.listing,
    issue: written.issue,
    fileName: written.fileName,
    ...(written.applicId ? { applicId: written.applicId } : {}),
  };
  return transfer(made, [written.bytes.buffer as ArrayBuffer]);
}
