import { DEFAULT_CSDB_LIMITS, formatBytes } from '../csdb/limits';
import { XmlLoadError } from '../xml/xml-load-error';
import { defaultBrexFor, defaultBrexForSchema } from './brex-locate';
import type { SnsMode } from './check-sns';
import { loadLibxml2, type Libxml2 } from './lx/libxml2';
import { readLxBrex, type LxBrex } from './lx/lx-brex';
import { checkLxObject, type Xpath2Evaluator } from './lx/lx-check';
import { parseLx, type LxDocument } from './lx/lx-document';
import { readLxObject } from './lx/lx-object';
import type { ObjectReport } from './report';
import type { SeverityLevels } from './severity';

/** Where BREX data modules come from: a CSDB folder, a project's store, the built-in defaults. */
export type BrexProvider = {
  /** The name of the BREX whose file name matches a brexDmRef pattern; undefined if none. */
  find(code: string): string | undefined;
  /** The bytes (or text) of a BREX by that name: a path, or a default BREX name. */
  read(name: string): Uint8Array | string | undefined;
};

export type BrexSelection =
  /** -b: the same BREX for every object. */
  | { mode: 'given'; names: string[] }
  /** -B: the default BREX of each object's issue. */
  | { mode: 'default' }
  /** The BREX each object names in brexDmRef. */
  | { mode: 'referenced' };

export type CheckOptions = {
  selection: BrexSelection;
  /** -l: also the BREX each BREX names, up the chain. */
  layered?: boolean;
  /** -c: check objectValue lists. */
  values: boolean;
  sns?: SnsMode;
  notations?: boolean;
  severityLevels?: SeverityLevels;
  /** Makes an XPath 2.0 evaluator for an object, for rules libxml2 cannot compile. */
  xpath2?: (object: Uint8Array | string) => Xpath2Evaluator;
  /** Largest object, in bytes (default: the upload limit, 32 MiB; decision 112). */
  maxBytes?: number;
  /** XPath steps one object may use over all its rules (default DEFAULT_MAX_XPATH_OPS). */
  maxXPathOps?: number;
};

type CachedBrex = { rules: LxBrex; refCode?: string };

/**
 * The BREX checker of one thread: libxml2 in WebAssembly, each BREX parsed once and reused
 * for every object. Objects are parsed, checked and freed one at a time, so memory stays
 * that of the largest object.
 */
export class BrexEngine {
  private readonly cache = new Map<string, CachedBrex | Error>();

  private constructor(readonly lx: Libxml2) {}

  static async create(): Promise<BrexEngine> {
    return new BrexEngine(await loadLibxml2());
  }

  /** Forgets parsed BREX (after a BREX in the store changed). */
  clearBrexCache() {
    this.cache.clear();
  }

  /** Checks one object, named as it will be reported. Never throws for bad input. */
  check(
    name: string,
    object: Uint8Array | string,
    provider: BrexProvider,
    options: CheckOptions,
  ): ObjectReport {
    const size = typeof object === 'string' ? object.length : object.byteLength;
    const maxBytes = options.maxBytes ?? DEFAULT_CSDB_LIMITS.maxXmlBytes;
    if (size > maxBytes)
      return {
        object: name,
        status: 'unreadable',
        message: `${name}: refused: ${formatBytes(size)} is more than the limit of ${formatBytes(maxBytes)} for one object`,
        brex: [],
        errorCount: 0,
      };
    let doc: LxDocument;
    try {
      doc = parseLx(this.lx, object, name);
    } catch (error) {
      if (!(error instanceof XmlLoadError)) throw error;
      return {
        object: name,
        status: 'unreadable',
        message: error.message,
        brex: [],
        errorCount: 0,
      };
    }
    try {
      return this.checkParsed(doc, object, provider, options);
    } finally {
      doc.free();
    }
  }

  private checkParsed(
    doc: LxDocument,
    object: Uint8Array | string,
    provider: BrexProvider,
    options: CheckOptions,
  ): ObjectReport {
    const info = readLxObject(doc);
    const notice = (status: ObjectReport['status'], message: string): ObjectReport => ({
      object: doc.fileName,
      status,
      message,
      brex: [],
      errorCount: 0,
    });
    let names: string[];
    if (options.selection.mode === 'given') names = [...options.selection.names];
    else if (options.selection.mode === 'default') names = [defaultBrexForSchema(info.schema)];
    else {
      if (info.brexRefCode === undefined)
        return notice('noBrex', `${doc.fileName} does not reference a BREX data module.`);
      const found = provider.find(info.brexRefCode) ?? defaultBrexFor(info.brexRefCode);
      if (!found)
        return notice(
          'brexNotFound',
          `Could not find BREX data module: ${info.brexRefCode} (referenced by ${doc.fileName})`,
        );
      names = [found];
    }
    // Without -b, a BREX data module is also checked against itself.
    if (options.selection.mode !== 'given' && names[0] !== doc.fileName && info.isBrex) {
      names.push(doc.fileName);
      this.cache.set(doc.fileName, {
        rules: readLxBrex(doc, doc.fileName),
        ...refOf(info.brexRefCode),
      });
    }
    if (options.layered) {
      for (let i = 0; i < names.length; i++) {
        const entry = this.load(names[i]!, provider);
        if (entry instanceof Error) return notice('brexNotFound', entry.message);
        const parentCode = entry.refCode;
        const parent =
          parentCode === undefined
            ? undefined
            : (provider.find(parentCode) ?? defaultBrexFor(parentCode));
        if (!parent)
          return notice('brexNotFound', `No BREX data module found for BREX ${names[i]}.`);
        if (!names.includes(parent)) names.push(parent);
      }
    }
    const brexList: LxBrex[] = [];
    for (const brexName of names) {
      const entry = this.load(brexName, provider);
      if (entry instanceof Error) return notice('brexNotFound', entry.message);
      brexList.push(entry.rules);
    }
    return checkLxObject(doc, info, brexList, {
      values: options.values,
      ...(options.sns ? { sns: options.sns } : {}),
      ...(options.notations ? { notations: true } : {}),
      ...(options.severityLevels ? { severityLevels: options.severityLevels } : {}),
      ...(options.xpath2 ? { xpath2: options.xpath2(object) } : {}),
      ...(options.maxXPathOps !== undefined ? { maxXPathOps: options.maxXPathOps } : {}),
    });
  }

  private load(name: string, provider: BrexProvider): CachedBrex | Error {
    let entry = this.cache.get(name);
    if (!entry) {
      const bytes = provider.read(name);
      if (bytes === undefined) entry = new Error(`Could not read BREX data module: ${name}`);
      else {
        try {
          const doc = parseLx(this.lx, bytes, name);
          try {
            entry = { rules: readLxBrex(doc, name), ...refOf(readLxObject(doc).brexRefCode) };
          } finally {
            doc.free();
          }
        } catch (error) {
          entry = new Error(`Could not read BREX data module ${name}: ${(error as Error).message}`);
        }
      }
      this.cache.set(name, entry);
    }
    return entry;
  }
}

const refOf = (code: string | undefined) => (code === undefined ? {} : { refCode: code });
