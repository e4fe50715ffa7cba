/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { classifyFile } from '../../../s1000d/csdb/classify.ts';
import { upissue, type ReasonForUpdate } from '../../../s1000d/csdb/lifecycle/upissue.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { planUpload, type UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import {
  newPublicationModule,
  type NewPm,
  type NewPmOptions,
} from '../../../s1000d/publication/new-pm.ts';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';
import { demoProjectWrites } from './demo-project-writes.ts';
import { newDataModule, type NewDmOptions } from '../../../s1000d/authoring/new-data-module.ts';
import type { NewObject } from '../../../s1000d/authoring/new-object.ts';
import { customerInstance, type CustomerInstanceRequest } from './customer-instance.ts';

/** A new issue of an object, made in the worker: its bytes and its listing row. */
export type NewIssue = {
  bytes: Uint8Array;
  listing: ObjectListing;
  issue: string;
  fileName: string;
};

const buffersOf = (parts: (Uint8Array | undefined)[]) => [
  ...new Set(parts.flatMap((p) => (p ? [p.buffer as ArrayBuffer] : []))),
];

/** The content store's heavy work, off the page's thread (workers have no DOMParser: xmldom). */
const api = {
  async plan(
    files: UploadFile[],
    existing: ObjectListing[],
    onProgress: (done: number, total: number) => void,
  ): Promise<UploadDecision[]> {
    const decisions = await planUpload(files, existing, { parser: xmldomParser, onProgress });
    return transfer(decisions, buffersOf(decisions.map((d) => d.bytes)));
  },

  /** The demo project, generated and planned as an upload. */
  async demoProject() {
    const demo = await demoProjectWrites(xmldomParser);
    return transfer(demo, buffersOf(demo.writes.map((w) => w.bytes)));
  },

  /** A new publication module (the publication module manager's "New"). */
  newPublicationModule(options: NewPmOptions): NewPm {
    return newPublicationModule(options);
  },

  /** A customer instance of a PM and its modules, planned as an upload (decision 1280). */
  async customerInstance(request: CustomerInstanceRequest, existing: ObjectListing[]) {
    const made = await customerInstance(request, existing, xmldomParser);
    return transfer(made, buffersOf(made.decisions.map((d) => d.bytes)));
  },

  /** A new data module from the project's defaults (the library's "New…", s1kd-newdm). */
  newDataModule(options: NewDmOptions): NewObject {
    return newDataModule(options);
  },

  /** s1kd-upissue on one object: a new in-work issue, or a new official issue. */
  async upissue(
    bytes: Uint8Array,
    fileName: string,
    options: { official: boolean; reason: string; keepChanges?: boolean },
  ): Promise<NewIssue> {
    const reasons: ReasonForUpdate[] = options.reason.trim()
      ? [{ text: options.reason.trim() }]
      : [];
    const result = upissue(bytes, {
      parser: xmldomParser,
      official: options.official,
      reasons,
      ...(options.keepChanges ? { keepChanges: true } : {}),
    });
    const classified = await classifyFile(result.fileName || fileName, result.bytes, {
      parser: xmldomParser,
    });
    if (classified.status !== 'object') throw new Error(classified.message);
    const issue = result.issueInfo
      ? `${result.issueInfo.issueNumber}-${result.issueInfo.inWork}`
      : '';
    const made = {
      bytes: result.bytes,
      listing: classified.listing,
      issue,
      fileName: result.fileName,
    };
    return transfer(made, buffersOf([result.bytes]));
  },
};

export type CsdbWorkerApi = typeof api;
expose(api);
