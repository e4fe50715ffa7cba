/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { classifyFile } from '../../../s1000d/csdb/classify.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { generateFrontMatter, type FrontMatterOptions } from '../../../s1000d/publication/fmgen.ts';
import {
  highlightReasonsFrom,
  publicationModuleKeys,
} from '../../../s1000d/publication/highlight-reasons.ts';
import { flattenPm } from '../../../s1000d/publication/pm-flatten.ts';
import { PmEditError, type PmEntryNode } from '../../../s1000d/publication/pm-nodes.ts';
import { readEditablePm, savePmTree } from '../../../s1000d/publication/pm-xml.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** A refused save comes back as a problem, not a thrown error: comlink loses error classes. */
export type SavedPm =
  | { ok: true; bytes: Uint8Array; listing: ObjectListing; issue: string; fileName: string }
  | { ok: false; problem: string };

/** The publication module editor's engine work, off the page's thread (xmldom: no DOMParser). */
const api = {
  open(bytes: Uint8Array, fileName: string) {
    return readEditablePm(loadXml(decodeXmlBytes(bytes), { fileName, parser: xmldomParser }));
  },

  async save(bytes: Uint8Array, entries: PmEntryNode[], reason: string): Promise<SavedPm> {
    try {
      const saved = savePmTree(bytes, entries, { parser: xmldomParser, reason });
      const classified = await classifyFile(saved.fileName, saved.bytes, { parser: xmldomParser });
      if (classified.status !== 'object') return { ok: false, problem: classified.message };
      const issue = saved.issueInfo
        ? `${saved.issueInfo.issueNumber}-${saved.issueInfo.inWork}`
        : '';
      const made: SavedPm = {
        ok: true,
        bytes: saved.bytes,
        listing: classified.listing,
        issue,
        fileName: saved.fileName,
      };
      return transfer(made, [saved.bytes.buffer as ArrayBuffer]);
    } catch (error) {
      if (error instanceof PmEditError) return { ok: false, problem: error.message };
      throw error;
    }
  },

  flatten(entries: PmEntryNode[], rows: ObjectListing[]) {
    return flattenPm(entries, rows);
  },

  /** The modules whose bytes the highlights read (their reasons for update). */
  moduleKeys(entries: PmEntryNode[], rows: ObjectListing[]) {
    return publicationModuleKeys(entries, rows);
  },

  frontMatter(options: FrontMatterOptions, modules: { key: string; bytes: Uint8Array }[] = []) {
    const reasons = highlightReasonsFrom(modules, xmldomParser);
    return generateFrontMatter({ ...options, reasons });
  },
};

export type PmEditorWorkerApi = typeof api;
expose(api);
