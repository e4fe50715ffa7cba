import type * as Libxml2Wasm from 'libxml2-wasm';
import { DEFAULT_CSDB_LIMITS, formatBytes } from '../csdb/limits';
import { checkXmlShape } from '../csdb/xml-shape-guard';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { extractDoctype } from '../xml/doctype';
import { guardEntityExpansion } from '../xml/entity-guard';
import { missingSetMessage, schemaNeedOfText, type SchemaNeed } from './schema-need';
import { ISSUE_NAMES, schemaSetUrl, type SchemaSet } from './schema-set';

export type SchemaError = { line: number; message: string; path?: string; file?: string };

export const SCHEMA_STATUSES = [
  'valid',
  'invalid',
  'notWellFormed',
  'refused',
  'noSchema',
  'missingSet',
  'missingSchema',
  'schemaError',
] as const;
export type SchemaStatus = (typeof SCHEMA_STATUSES)[number];

/** One object's schema validation: status, the schema it names, and each error with its line. */
export type SchemaReport = {
  object: string;
  status: SchemaStatus;
  message: string;
  issue?: string;
  schema?: string;
  errors: SchemaError[];
};

type Lx = typeof Libxml2Wasm;
let loading: Promise<Lx> | undefined;
/**
 * The files libxml2 may read while a schema compiles, by URL: those of the validator compiling
 * (one provider serves the thread; compiling is synchronous, so one validator at a time).
 */
let files = new Map<string, Uint8Array>();
const open = new Map<number, { bytes: Uint8Array; at: number }>();
let nextHandle = 1;

async function loadLx(): Promise<Lx> {
  loading ??= import('libxml2-wasm').then((lx) => {
    lx.xmlRegisterInputProvider({
      match: (name) => files.has(name),
      open: (name) => {
        const bytes = files.get(name);
        if (!bytes) return undefined;
        const handle = nextHandle++;
        open.set(handle, { bytes, at: 0 });
        return handle;
      },
      read: (handle, buffer) => {
        const file = open.get(handle);
        if (!file) return -1;
        const n = Math.min(buffer.byteLength, file.bytes.length - file.at);
        buffer.set(file.bytes.subarray(file.at, file.at + n));
        file.at += n;
        return n;
      },
      close: (handle) => open.delete(handle),
    });
    return lx;
  });
  return loading;
}

const NONET = 2048;
const detail = (d: {
  line: number;
  message: string;
  xpath?: string | null;
  file?: string | null;
}) => {
  const error: SchemaError = { line: d.line, message: d.message.trim() };
  if (d.xpath) error.path = d.xpath;
  if (d.file) error.file = d.file;
  return error;
};

/**
 * Validates S1000D objects against uploaded XSD sets with libxml2 (WebAssembly): the schema
 * each object names in xsi:noNamespaceSchemaLocation is read from the set of its issue, as an
 * XML catalog's rewriteURI would map http://www.s1000d.org/S1000D_<issue>/xml_schema_flat/
 * to the uploaded files. Compiled schemas are kept for the next object; each error has its
 * line. One per thread: Node, a Web Worker.
 */
export class SchemaValidator {
  private readonly compiled = new Map<
    string,
    { validator: Libxml2Wasm.XsdValidator; doc: Libxml2Wasm.XmlDocument } | SchemaError[]
  >();
  private readonly issues = new Set<string>();
  private readonly files = new Map<string, Uint8Array>();

  private constructor(private readonly lx: Lx) {}

  static async create(sets: readonly SchemaSet[] = []): Promise<SchemaValidator> {
    const validator = new SchemaValidator(await loadLx());
    validator.setSets(sets);
    return validator;
  }

  /** The sets objects are validated against; replaces those given before. */
  setSets(sets: readonly SchemaSet[]) {
    this.dispose();
    this.files.clear();
    this.issues.clear();
    for (const set of sets) {
      this.issues.add(set.issue);
      const base = schemaSetUrl(set.issue);
      for (const file of set.files) this.files.set(base + file.name, file.bytes);
    }
  }

  /** Frees every compiled schema. */
  dispose() {
    for (const entry of this.compiled.values()) {
      if (Array.isArray(entry)) continue;
      entry.validator.dispose();
      entry.doc.dispose();
    }
    this.compiled.clear();
  }

  hasSet(issue: string): boolean {
    return this.issues.has(issue);
  }

  validate(
    name: string,
    object: Uint8Array | string,
    maxBytes = DEFAULT_CSDB_LIMITS.maxXmlBytes,
  ): SchemaReport {
    const report = (
      status: SchemaStatus,
      message: string,
      errors: SchemaError[] = [],
      need?: SchemaNeed,
    ): SchemaReport => ({
      object: name,
      status,
      message,
      errors,
      ...(need?.issue ? { issue: need.issue } : {}),
      ...(need?.schema ? { schema: need.schema } : {}),
    });
    const bytes = typeof object === 'string' ? new TextEncoder().encode(object) : object;
    if (bytes.length > maxBytes)
      return report(
        'refused',
        `Refused: ${formatBytes(bytes.length)} is more than the limit of ${formatBytes(maxBytes)} for one object.`,
      );
    let text: string;
    try {
      text = typeof object === 'string' ? object : decodeXmlBytes(bytes);
      const doctype = extractDoctype(text);
      guardEntityExpansion(doctype, doctype ? text.slice(doctype.end) : text);
      const shape = checkXmlShape(text, doctype, DEFAULT_CSDB_LIMITS);
      if (shape) return report('refused', `Refused: ${shape.message.replace(/^refused: /, '')}.`);
    } catch (error) {
      return report('refused', (error as Error).message);
    }
    const need = schemaNeedOfText(text);
    let doc: Libxml2Wasm.XmlDocument;
    try {
      doc = this.lx.XmlDocument.fromBuffer(bytes, { url: name, option: NONET });
    } catch (error) {
      const details = (error as { details?: Parameters<typeof detail>[0][] }).details ?? [];
      const errors = details.map(detail);
      const first = errors[0];
      return report(
        'notWellFormed',
        first
          ? `Not well-formed XML, line ${first.line}: ${first.message}`
          : `Not well-formed XML: ${(error as Error).message}`,
        errors,
        need,
      );
    }
    try {
      if (!need)
        return report(
          'noSchema',
          'This object names no schema (xsi:noNamespaceSchemaLocation on its root element).',
        );
      if (!need.issue || !need.schema)
        return report(
          'noSchema',
          `The schema location "${need.url}" names no S1000D issue and schema (…/S1000D_<issue>/xml_schema_flat/<schema>.xsd).`,
          [],
          need,
        );
      if (!this.issues.has(need.issue))
        return report('missingSet', missingSetMessage(need), [], need);
      const url = schemaSetUrl(need.issue) + `${need.schema}.xsd`;
      if (!this.files.has(url))
        return report(
          'missingSchema',
          `The ${ISSUE_NAMES[need.issue] ?? need.issue} schema set has no ${need.schema}.xsd.`,
          [],
          need,
        );
      const compiled = this.compile(url);
      if (Array.isArray(compiled)) {
        const where = compiled[0]
          ? ` (${compiled[0].file?.split('/').pop() ?? ''} line ${compiled[0].line}: ${compiled[0].message})`
          : '';
        return report(
          'schemaError',
          `The schema ${need.schema}.xsd of the ${ISSUE_NAMES[need.issue] ?? need.issue} set does not compile${where}.`,
          compiled,
          need,
        );
      }
      try {
        compiled.validator.validate(doc);
        return report(
          'valid',
          `Valid against ${need.schema}.xsd (${ISSUE_NAMES[need.issue] ?? need.issue}).`,
          [],
          need,
        );
      } catch (error) {
        const details = (error as { details?: Parameters<typeof detail>[0][] }).details;
        if (!details) throw error;
        const errors = details.map(detail);
        return report(
          'invalid',
          `${errors.length} schema error(s) against ${need.schema}.xsd.`,
          errors,
          need,
        );
      }
    } finally {
      doc.dispose();
    }
  }

  private compile(url: string) {
    let entry = this.compiled.get(url);
    if (!entry) {
      let doc: Libxml2Wasm.XmlDocument | undefined;
      files = this.files;
      try {
        doc = this.lx.XmlDocument.fromBuffer(this.files.get(url)!, { url, option: NONET });
        entry = { validator: this.lx.XsdValidator.fromDoc(doc), doc };
      } catch (error) {
        doc?.dispose();
        const details = (error as { details?: Parameters<typeof detail>[0][] }).details;
        entry = details?.length
          ? details.map(detail)
          : [{ line: 0, message: (error as Error).message }];
      }
      this.compiled.set(url, entry);
    }
    return entry;
  }
}
