import { formatAnyCode } from '../codes/any-code';
import {
  parseFileName,
  type IssueInfo,
  type Language,
  type ParsedFileName,
} from '../codes/file-name';
import { parseIcnCode } from '../codes/icn-code';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { extractDoctype } from '../xml/doctype';
import { descendant, textOf } from '../xml/dom-query';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import { XmlLoadError } from '../xml/xml-load-error';
import type { XmlParser } from '../xml/xml-parser';
import { s1000dFileName } from './file-names';
import { DEFAULT_CSDB_LIMITS, formatBytes, type CsdbLimits } from './limits';
import type { ObjectListing } from './listing';
import { readIdentity, type ObjectIdentity } from './object-identity';
import { formatIssue, formatLanguage, objectKeyOf } from './object-key';
import {
  hasMediaSignature,
  icnMediaOf,
  ICN_EXTENSIONS,
  KIND_BY_ROOT,
  type ObjectKind,
} from './object-kind';
import { sha256Hex } from './sha256';
import { readXmlListing } from './xml-listing';
import { checkXmlShape } from './xml-shape-guard';

export type ClassifyOptions = {
  /** The DOM behind the XML loader: the browser's by default; xmldom in Node. */
  parser?: XmlParser;
  limits?: Partial<CsdbLimits>;
};

/** What a file's own name says about it, when it is an S1000D file name. */
export type NameIdent = {
  code: string;
  issueInfo?: IssueInfo;
  language?: Language;
  extension: string;
};

/** A file that is an S1000D object (or ICN), with its listing row. */
export type ClassifiedObject = {
  status: 'object';
  fileName: string;
  kind: ObjectKind;
  key: string;
  code: string;
  issueInfo?: IssueInfo;
  language?: Language;
  listing: ObjectListing;
  /** The name the object has in an S1000D file-based transfer. */
  s1000dName: string;
  fromName?: NameIdent;
  /** Set when the file name and the code, issue or language inside disagree: what differs. */
  mismatch?: string;
  /** Things worth telling the author that do not stop the upload. */
  notes: string[];
  /** The loaded XML, for callers that go on to check it (not serialisable: drop before posting). */
  xml?: S1000dXml;
};

export type RefusalReason =
  'too-large' | 'entity-expansion' | 'external-entity' | 'too-deep' | 'too-many-elements';

export type ClassifyRefusal =
  | { status: 'notS1000d'; fileName: string; message: string }
  | { status: 'notWellFormed'; fileName: string; message: string }
  | { status: 'refused'; fileName: string; reason: RefusalReason; message: string };

export type Classification = ClassifiedObject | ClassifyRefusal;

const S1000D_PREFIX = /^(DMC|DME|PMC|PME|DML|DDN|COM|ICN|UPF|SMC|IMF)-/;

/**
 * Tells what a file is, from its name and bytes: the object kind (by root element for XML,
 * by ICN code and extension otherwise), the codes in the XML and in the name, the object key
 * and issue, and the listing row. Hostile or oversized input is refused before it is parsed.
 */
export async function classifyFile(
  path: string,
  bytes: Uint8Array,
  options: ClassifyOptions = {},
): Promise<Classification> {
  const limits = { ...DEFAULT_CSDB_LIMITS, ...options.limits };
  const fileName = path.split(/[\\/]/).pop() ?? path;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1) : '';
  const name = parseFileName(fileName);
  const xmlLike = looksLikeXml(extension, bytes);
  const maxBytes = xmlLike ? limits.maxXmlBytes : limits.maxBinaryBytes;
  if (bytes.length > maxBytes) {
    return {
      status: 'refused',
      fileName,
      reason: 'too-large',
      message: `${fileName}: refused, ${formatBytes(bytes.length)} is more than the limit of ${formatBytes(maxBytes)} for ${xmlLike ? 'an XML object' : 'a file'}.`,
    };
  }
  if (!xmlLike) return classifyBinary(fileName, extension, bytes, name);
  const loaded = loadGuarded(fileName, bytes, limits, options.parser);
  if ('status' in loaded) return loaded;
  const xml = loaded.xml;
  const root = xml.document.documentElement.localName;
  if (root === 'svg') return classifyBinary(fileName, extension, bytes, name, xml);
  if (!KIND_BY_ROOT[root]) {
    return {
      status: 'notS1000d',
      fileName,
      message: `${fileName}: not an S1000D object: the root element <${root}> is none of ${Object.keys(KIND_BY_ROOT).join(', ')}.`,
    };
  }
  const identity = readIdentity(xml);
  if (!identity) {
    return {
      status: 'notS1000d',
      fileName,
      message: `${fileName}: <${root}> without a readable identification (code, issue, language): not an S1000D object this product can store.`,
    };
  }
  const listing: ObjectListing = {
    k: objectKeyOf(identity.kind, identity.code, identity.language),
    t: identity.kind,
    c: identity.code,
    ...readXmlListing(xml, identity),
    z: bytes.length,
    h: await sha256Hex(bytes),
  };
  if (identity.issueInfo) {
    listing.i = identity.issueInfo.issueNumber;
    listing.w = identity.issueInfo.inWork;
  }
  if (identity.language) listing.l = formatLanguage(identity.language);
  return finish(fileName, identity, listing, name, xml);
}

function finish(
  fileName: string,
  identity: ObjectIdentity,
  listing: ObjectListing,
  name: ReturnType<typeof parseFileName>,
  xml: S1000dXml | undefined,
  extension?: string,
): ClassifiedObject {
  const result: ClassifiedObject = {
    status: 'object',
    fileName,
    kind: identity.kind,
    key: listing.k,
    code: identity.code,
    listing,
    s1000dName: s1000dFileName({ ...identity, ...(extension ? { extension } : {}) }),
    notes: [],
  };
  if (identity.issueInfo) result.issueInfo = identity.issueInfo;
  if (identity.language) result.language = identity.language;
  if (xml) result.xml = xml;
  if (name.ok) {
    result.fromName = nameIdent(name.value);
    const mismatch = compareWithName(identity, result.fromName);
    if (mismatch) result.mismatch = mismatch;
    else if (!name.value.issueInfo && identity.issueInfo)
      result.notes.push(
        `The file name has no issue; it is issue ${formatIssue(identity.issueInfo)} inside.`,
      );
  } else if (S1000D_PREFIX.test(fileName)) {
    result.mismatch = `the file name is not a valid S1000D name (${name.error})`;
  } else if (identity.kind !== 'icn') {
    result.notes.push(
      `"${fileName}" is not an S1000D file name; it is named ${result.s1000dName} in the project.`,
    );
  }
  return result;
}

function nameIdent(parsed: ParsedFileName): NameIdent {
  const ident: NameIdent = { code: formatAnyCode(parsed.code), extension: parsed.extension };
  if (parsed.issueInfo) ident.issueInfo = parsed.issueInfo;
  if (parsed.language) ident.language = parsed.language;
  return ident;
}

/** What differs between the identity inside and the file name; undefined when they agree. */
function compareWithName(identity: ObjectIdentity, name: NameIdent): string | undefined {
  const problems: string[] = [];
  // A part the name leaves out, or that the object does not carry, cannot differ.
  const differs = (what: string, inName: string | undefined, inObject: string | undefined) => {
    if (inName !== undefined && inObject !== undefined && inName !== inObject)
      problems.push(`the name says ${what}${inName}, the object says ${inObject}`);
  };
  const issue = (info: IssueInfo | undefined) => info && formatIssue(info);
  const language = (lang: Language | undefined) => lang && formatLanguage(lang);
  differs('', name.code, identity.code);
  differs('issue ', issue(name.issueInfo), issue(identity.issueInfo));
  if (name.issueInfo && !identity.issueInfo && identity.kind !== 'icn') {
    problems.push(`the name gives issue ${formatIssue(name.issueInfo)}, the object has none`);
  }
  differs('language ', language(name.language), language(identity.language));
  return problems.length ? problems.join('; ') : undefined;
}

function looksLikeXml(extension: string, bytes: Uint8Array): boolean {
  const ext = extension.toLowerCase();
  if (ext === 'xml' || ext === 'svg') return true;
  if (icnMediaOf(ext)) return false;
  // Unknown extension: sniff for "<" after an optional BOM and whitespace.
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    i < bytes.length &&
    i < 64 &&
    (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)
  )
    i++;
  return bytes[i] === 0x3c;
}

function loadGuarded(
  fileName: string,
  bytes: Uint8Array,
  limits: CsdbLimits,
  parser: XmlParser | undefined,
): { xml: S1000dXml } | ClassifyRefusal {
  let text: string;
  try {
    text = decodeXmlBytes(bytes);
  } catch (error) {
    return {
      status: 'notWellFormed',
      fileName,
      message: `${fileName}: ${(error as Error).message}.`,
    };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const shape = checkXmlShape(body, extractDoctype(body), limits);
  if (shape)
    return {
      status: 'refused',
      fileName,
      reason: shape.reason,
      message: `${fileName}: ${shape.message}.`,
    };
  try {
    const xml = loadXml(text, {
      fileName,
      ...(parser ? { parser } : {}),
      maxChars: limits.maxXmlBytes,
      entityLimits: {
        maxEntityExpansion: limits.maxEntityExpansion,
        maxTotalExpansion: limits.maxTotalExpansion,
      },
    });
    return { xml };
  } catch (error) {
    if (!(error instanceof XmlLoadError)) throw error;
    const message = error.message.startsWith(fileName)
      ? error.message
      : `${fileName}: ${error.message}`;
    if (error.reason === 'entity-expansion' || error.reason === 'too-large')
      return { status: 'refused', fileName, reason: error.reason, message };
    if (error.reason === 'no-parser') throw error;
    return { status: 'notWellFormed', fileName, message };
  }
}

function classifyBinary(
  fileName: string,
  extension: string,
  bytes: Uint8Array,
  name: ReturnType<typeof parseFileName>,
  svg?: S1000dXml,
): Promise<Classification> | Classification {
  const media = icnMediaOf(extension);
  const icn = name.ok && name.value.code.kind === 'icn' ? name.value.code.code : undefined;
  if (!icn) {
    return {
      status: 'notS1000d',
      fileName,
      message: media
        ? `${fileName}: an illustration or multimedia file must be named by its ICN (ICN-….${extension}) to be stored.`
        : `${fileName}: not an S1000D object (not XML, and not an ICN file).`,
    };
  }
  if (!media) {
    return {
      status: 'notS1000d',
      fileName,
      message: `${fileName}: ".${extension}" is not a format ICNs are stored in (${ICN_EXTENSIONS.join(', ')}).`,
    };
  }
  if (!svg && media === 'svg') {
    return {
      status: 'notWellFormed',
      fileName,
      message: `${fileName}: an SVG file must be XML with an <svg> root.`,
    };
  }
  if (!hasMediaSignature(media, bytes)) {
    return {
      status: 'notWellFormed',
      fileName,
      message: `${fileName}: the content is not ${media.toUpperCase()} (its first bytes do not match the format).`,
    };
  }
  return finishIcn(fileName, extension, bytes, name, media, svg);
}

async function finishIcn(
  fileName: string,
  extension: string,
  bytes: Uint8Array,
  name: ReturnType<typeof parseFileName>,
  media: string,
  svg: S1000dXml | undefined,
): Promise<ClassifiedObject> {
  const code = name.ok ? formatAnyCode(name.value.code) : '';
  const icn = parseIcnCode(code);
  const listing: ObjectListing = {
    k: objectKeyOf('icn', code, undefined, extension),
    t: 'icn',
    c: code,
    n: svg ? textOf(descendant(svg.document.documentElement, ['title'])) : '',
    s: media,
    z: bytes.length,
    h: await sha256Hex(bytes),
    x: extension,
  };
  if (icn.ok) {
    listing.i = icn.value.issueNumber;
    listing.sc = icn.value.securityClassification;
  }
  const identity: ObjectIdentity = { kind: 'icn', code };
  const result = finish(fileName, identity, listing, name, undefined, extension);
  if (icn.ok) result.issueInfo = { issueNumber: icn.value.issueNumber, inWork: '00' };
  return result;
}
