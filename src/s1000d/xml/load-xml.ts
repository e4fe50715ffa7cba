import { checkXmlShape } from '../csdb/xml-shape-guard';
import { DEFAULT_CSDB_LIMITS } from '../csdb/limits';
import { schemaLocationOf, issueFromSchemaUrl, schemaNameFromUrl } from './detect-issue';
import { extractDoctype, type Doctype } from './doctype';
import { detectDocumentType, type DocumentType } from './document-type';
import { DEFAULT_ENTITY_LIMITS, guardEntityExpansion, type EntityLimits } from './entity-guard';
import { LineIndex } from './line-index';
import { XmlLoadError } from './xml-load-error';
import { browserXmlParser, type XmlParser } from './xml-parser';

/** A loaded CSDB object: the DOM plus what the DOM cannot keep (raw text, DOCTYPE, lines). */
export type S1000dXml = {
  fileName: string;
  /** The text as loaded, without a byte order mark. */
  text: string;
  document: Document;
  doctype?: Doctype;
  /** The XML declaration as written, e.g. <?xml version="1.0" encoding="UTF-8"?>. */
  xmlDeclaration?: string;
  schemaUrl?: string;
  schemaName?: string;
  /** "4.1", "4.0.1", "6" ...; undefined when the schema location does not name one. */
  issue?: string;
  type: DocumentType;
  lines: LineIndex;
  parser: XmlParser;
};

export type LoadXmlOptions = {
  fileName?: string;
  parser?: XmlParser;
  /** Refuse texts longer than this many characters (default 64 Mi). */
  maxChars?: number;
  entityLimits?: EntityLimits;
};

export const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;

/** Refuses a text longer than the limit before any parsing: a size check costs nothing. */
export function refuseTooLarge(input: string, fileName: string, maxChars = DEFAULT_MAX_CHARS) {
  if (input.length > maxChars) {
    throw new XmlLoadError(
      'too-large',
      `${fileName}: refused, ${input.length} characters is more than the limit of ${maxChars}.`,
    );
  }
}

/** Parses an S1000D object; throws XmlLoadError with an author-readable message when refused. */
export function loadXml(input: string, options: LoadXmlOptions = {}): S1000dXml {
  const fileName = options.fileName ?? '(unnamed)';
  refuseTooLarge(input, fileName, options.maxChars);
  const parser = options.parser ?? browserXmlParser();
  if (!parser) {
    throw new XmlLoadError(
      'no-parser',
      'No DOMParser here: in Node, pass the xmldom parser from src/s1000d/node/xmldom-parser.',
    );
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const doctype = extractDoctype(text);
  guardEntityExpansion(
    doctype,
    doctype ? text.slice(doctype.end) : text,
    options.entityLimits ?? DEFAULT_ENTITY_LIMITS,
  );
  // DOM builders and walkers recurse per level: refuse deep nesting before they overflow the
  // stack, and element counts that would take them minutes (the upload limits, decision 141).
  const shape = checkXmlShape(text, doctype, {
    maxDepth: DEFAULT_CSDB_LIMITS.maxDepth,
    maxElements: DEFAULT_CSDB_LIMITS.maxElements,
  });
  if (shape)
    throw new XmlLoadError(
      shape.reason === 'too-deep' ? 'too-deep' : 'too-large',
      `${fileName}: ${shape.message}`,
    );
  let document: Document;
  try {
    document = parser.parse(parserInput(text, doctype));
  } catch (error) {
    if (error instanceof XmlLoadError)
      throw new XmlLoadError(error.reason, `${fileName}: ${error.message}`);
    throw new XmlLoadError(
      'not-well-formed',
      `${fileName}: not well-formed XML: ${(error as Error).message}`,
    );
  }
  if (!document.documentElement)
    throw new XmlLoadError('not-well-formed', `${fileName}: no root element.`);
  const schemaUrl = schemaLocationOf(document);
  const schemaName = schemaUrl ? schemaNameFromUrl(schemaUrl) : undefined;
  const loaded: S1000dXml = {
    fileName,
    text,
    document,
    type: detectDocumentType(document, schemaName),
    lines: new LineIndex(text, document, doctype?.end ?? 0),
    parser,
  };
  const declaration = /^<\?xml[^?]*\?>/.exec(text)?.[0];
  if (declaration) loaded.xmlDeclaration = declaration;
  if (doctype) loaded.doctype = doctype;
  if (schemaUrl) loaded.schemaUrl = schemaUrl;
  if (schemaName) loaded.schemaName = schemaName;
  const issue = schemaUrl ? issueFromSchemaUrl(schemaUrl) : undefined;
  if (issue) loaded.issue = issue;
  return loaded;
}

/**
 * XML allows "<!DOCTYPE dmodule[" with no space before the internal subset, and most of the
 * bike sample is written so, but Chromium's DOMParser refuses it ("Unexpected token: [").
 * The parser gets a space there; the raw DOCTYPE (kept for saving) is untouched and line
 * numbers do not move.
 */
export function parserInput(text: string, doctype: Doctype | undefined): string {
  if (!doctype) return text;
  const normalised = doctype.raw.replace(/^<!DOCTYPE(\s+)([^\s[>]+)\[/, '<!DOCTYPE$1$2 [');
  return normalised === doctype.raw
    ? text
    : text.slice(0, doctype.start) + normalised + text.slice(doctype.end);
}
