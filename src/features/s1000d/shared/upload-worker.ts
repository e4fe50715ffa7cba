/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { planUpload, type UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** The upload's heavy part, off the page's thread: open ZIPs, parse, classify and decide. */
const api = {
  async plan(
    files: UploadFile[],
    existing: ObjectListing[],
    onProgress: (done: number, total: number) => void,
  ): Promise<UploadDecision[]> {
    const decisions = await planUpload(files, existing, { parser: xmldomParser, onProgress });
    const buffers = decisions.flatMap((d) => (d.bytes ? [d.bytes.buffer as ArrayBuffer] : []));
    return transfer(decisions, [...new Set(buffers)]);
  },
};

export type UploadWorkerApi = typeof api;
expose(api);
