/// <reference lib="webworker" />
import { expose } from 'comlink';
import { classifyFile } from '../../../s1000d/csdb/classify.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { generateDemoProject } from '../../../s1000d/demo/demo-project.ts';
import type { ProductInstance } from '../../../s1000d/applic/applic-tables.ts';
import { readApplicTablePart } from '../../../s1000d/reader/applic-choices.ts';
import { readModule, readModuleStart } from '../../../s1000d/reader/build-module.ts';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import { readPublication } from '../../../s1000d/reader/publication.ts';
import { readSafeSvg } from '../../../s1000d/reader/safe-svg.ts';
import { searchModule, type SearchHit } from '../../../s1000d/reader/search.ts';
import { visibilityFor } from '../../../s1000d/reader/visibility.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** Modules read by this worker, by content hash: searching a publication again reads nothing twice. */
const modules = new Map<string, ModuleView>();
/** The worker lives for the whole visit: it keeps the most recently read modules only. */
const KEEP_MODULES = 500;

function moduleOf(bytes: Uint8Array, fileName: string, sha256: string): ModuleView {
  const known = modules.get(sha256);
  if (known) {
    modules.delete(sha256);
    modules.set(sha256, known);
    return known;
  }
  const view = readModule(decodeXmlBytes(bytes), fileName);
  modules.set(sha256, view);
  starts.delete(sha256);
  if (modules.size > KEEP_MODULES) modules.delete(modules.keys().next().value!);
  return view;
}

/**
 * Starts of modules read from their heads (decision 1710), kept apart from `modules` so a
 * search never sees a partial module; dropped once the whole module is read.
 */
const starts = new Map<string, ModuleView | null>();
const KEEP_STARTS = 4;

/** A module's start, or null when the whole is already read (or the head gives nothing). */
function startOf(head: Uint8Array, fileName: string, sha256: string): ModuleView | null {
  if (modules.has(sha256)) return null;
  const known = starts.get(sha256);
  if (known !== undefined) return known;
  let view: ModuleView | null = null;
  try {
    view = readModuleStart(decodeXmlBytes(head, { start: true }), fileName);
  } catch {
    // An encoding the head cannot be read in: the whole module's read will say so.
  }
  starts.set(sha256, view);
  if (starts.size > KEEP_STARTS) starts.delete(starts.keys().next().value!);
  return view;
}

/** The reader's heavy work, off the page's thread (decision 330). */
const api = {
  readModule(bytes: Uint8Array, fileName: string, sha256: string): ModuleView {
    return moduleOf(bytes, fileName, sha256);
  },

  /**
   * Reads and keeps a module whose bytes arrived before its index row (read ahead by key),
   * so that `readModule` with the row finds it read; sends nothing back.
   */
  prepareModule(bytes: Uint8Array, fileName: string, sha256: string): void {
    moduleOf(bytes, fileName, sha256);
  },

  /** Reads a module's start from its head while the whole still arrives; sends nothing back. */
  prepareModuleStart(head: Uint8Array, fileName: string, sha256: string): void {
    startOf(head, fileName, sha256);
  },

  /** A module's start, drawn until the whole replaces it; null once the whole is read. */
  readModuleStart(head: Uint8Array, fileName: string, sha256: string): ModuleView | null {
    return startOf(head, fileName, sha256);
  },

  /** A text being edited: read afresh each time and not kept (it changes with every key). */
  previewModule(text: string, fileName: string): ModuleView {
    return readModule(text, fileName);
  },

  readPublication(bytes: Uint8Array, fileName: string) {
    return readPublication(decodeXmlBytes(bytes), fileName);
  },

  readSvg(bytes: Uint8Array, fileName: string) {
    return readSafeSvg(decodeXmlBytes(bytes), fileName);
  },

  /** An ACT, CCT or PCT, for the product chooser (small objects: the DOM engine reads them). */
  readApplicTable(bytes: Uint8Array, fileName: string) {
    return readApplicTablePart(loadXml(decodeXmlBytes(bytes), { parser: xmldomParser, fileName }));
  },

  /** Searches modules already read, or read now from the bytes given. */
  search(
    items: { key: string; sha256: string; fileName: string; bytes?: Uint8Array }[],
    query: string,
    product: ProductInstance | null,
  ): { key: string; title: string; hits: SearchHit[] }[] {
    const found: { key: string; title: string; hits: SearchHit[] }[] = [];
    for (const item of items) {
      if (!modules.has(item.sha256) && !item.bytes) continue;
      const view = moduleOf(item.bytes ?? new Uint8Array(), item.fileName, item.sha256);
      const hits = searchModule(view, query, visibilityFor(view, product));
      if (hits.length) found.push({ key: item.key, title: view.title, hits });
    }
    return found;
  },

  /** Hashes this worker already holds, so the page sends only the bytes it lacks. */
  known(hashes: string[]): string[] {
    return hashes.filter((h) => modules.has(h));
  },

  /** The demo project, generated here: every reader may open it, with no database at all. */
  async demoProject(): Promise<{ rows: ObjectListing[]; files: Record<string, Uint8Array> }> {
    const project = generateDemoProject();
    const rows: ObjectListing[] = [];
    const files: Record<string, Uint8Array> = {};
    for (const file of project.files) {
      const found = await classifyFile(file.name, file.bytes, { parser: xmldomParser });
      if (found.status !== 'object') continue;
      rows.push(found.listing);
      files[found.key] = file.bytes;
    }
    return { rows, files };
  },
};

export type ReaderWorkerApi = typeof api;
expose(api);
