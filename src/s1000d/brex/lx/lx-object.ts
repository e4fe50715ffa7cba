import {
  attribute,
  childElements,
  contentOf,
  ELEMENT,
  firstChildOf,
  hasNamespace,
  nameIs,
  type LxDocument,
  NODE,
  nextOf,
  nodeName,
  nodeType,
  parentOf,
  rootOf,
} from './lx-document';
import { cString, i32, type Libxml2, u32 } from './libxml2';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const ENTITY_DECL = 17;
const EXTERNAL_GENERAL_UNPARSED_ENTITY = 3;
// xmlEntity on wasm32: name 8, next 24, content 40 (the notation of an unparsed entity), etype 48.
const ENTITY = { name: 8, next: 24, content: 40, etype: 48 } as const;

/** What the checker needs to know about an object, read as s1kd-brexcheck reads it. */
export type LxObjectInfo = {
  /** xsi:noNamespaceSchemaLocation of the root element. */
  schema?: string;
  rootName: string;
  /** Attributes of the first //dmIdent/dmCode; null where absent. */
  dmCode?: Record<string, string | null>;
  /** The object holds a brex element: it is itself a BREX. */
  isBrex: boolean;
  /** The code s1kd-brexcheck builds from brexDmRef to look the BREX up; undefined: none. */
  brexRefCode?: string;
  /** undefined when the object has no DOCTYPE; else its unparsed entities' notations. */
  unparsedEntities?: { name: string; notation: string }[];
};

function* allElements(lx: Libxml2, from: number): Generator<number> {
  const stack: number[] = [];
  const pushChildren = (n: number) => {
    const children: number[] = [];
    for (let c = firstChildOf(lx, n); c; c = nextOf(lx, c))
      if (nodeType(lx, c) === ELEMENT) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  };
  pushChildren(from);
  while (stack.length) {
    const n = stack.pop()!;
    yield n;
    pushChildren(n);
  }
}

const named = (lx: Libxml2, n: number, names: readonly string[]) =>
  names.some((name) => nameIs(lx, n, name)) && !hasNamespace(lx, n);

function firstNamed(lx: Libxml2, from: number, names: readonly string[]): number {
  for (const n of allElements(lx, from)) if (named(lx, n, names)) return n;
  return 0;
}

const CODE_ATTRIBUTES = [
  'modelIdentCode',
  'systemDiffCode',
  'systemCode',
  'subSystemCode',
  'subSubSystemCode',
  'assyCode',
  'disassyCode',
  'disassyCodeVariant',
  'infoCode',
  'infoCodeVariant',
  'itemLocationCode',
] as const;
// Issue 3.0 <avee> children in the same order.
const AVEE_CHILDREN = [
  'modelic',
  'sdc',
  'chapnum',
  'section',
  'subsect',
  'subject',
  'discode',
  'discodev',
  'incode',
  'incodev',
  'itemloc',
] as const;

/** C's printf of a NULL string. */
const c = (value: string | null | undefined) => value ?? '(null)';

export function readLxObject(doc: LxDocument): LxObjectInfo {
  const { lx } = doc;
  const root = rootOf(doc);
  const info: LxObjectInfo = { rootName: nodeName(lx, root), isBrex: false };
  for (let a = u32(lx, root + NODE.properties); a; a = nextOf(lx, a)) {
    const ns = u32(lx, a + NODE.ns);
    if (
      nodeName(lx, a) === 'noNamespaceSchemaLocation' &&
      ns &&
      cString(lx, u32(lx, ns + 8)) === XSI
    ) {
      info.schema = contentOf(lx, a);
      break;
    }
  }
  let dmCode = 0;
  let brexRef = 0;
  for (const n of allElements(lx, doc.pointer)) {
    if (!info.isBrex && named(lx, n, ['brex'])) info.isBrex = true;
    if (!dmCode && named(lx, n, ['dmCode'])) {
      const parent = parentOf(lx, n);
      if (nodeType(lx, parent) === ELEMENT && named(lx, parent, ['dmIdent'])) dmCode = n;
    }
    if (!brexRef && named(lx, n, ['brexDmRef', 'brexref'])) brexRef = n;
    if (info.isBrex && dmCode && brexRef) break;
  }
  if (dmCode) {
    info.dmCode = {};
    for (const name of CODE_ATTRIBUTES) info.dmCode[name] = attribute(lx, dmCode, name) ?? null;
  }
  if (brexRef) info.brexRefCode = brexRefCode(lx, brexRef);
  const dtd = lx._xmlGetIntSubset(doc.pointer);
  if (dtd) {
    info.unparsedEntities = [];
    for (let e = firstChildOf(lx, dtd); e; e = u32(lx, e + ENTITY.next)) {
      if (nodeType(lx, e) !== ENTITY_DECL) continue;
      if (i32(lx, e + ENTITY.etype) !== EXTERNAL_GENERAL_UNPARSED_ENTITY) continue;
      info.unparsedEntities.push({
        name: cString(lx, u32(lx, e + ENTITY.name)),
        notation: cString(lx, u32(lx, e + ENTITY.content)),
      });
    }
  }
  return info;
}

/**
 * The file-name pattern s1kd-brexcheck looks a referenced BREX up by:
 * DMC-<code>[_<issue>-<inWork>|_???-??][_<lang>-<COUNTRY>], ? matching any character.
 */
function brexRefCode(lx: Libxml2, brexRef: number): string {
  const code = firstNamed(lx, brexRef, ['dmCode', 'avee']);
  const issueInfo = firstNamed(lx, brexRef, ['issueInfo', 'issno']);
  const language = firstNamed(lx, brexRef, ['language']);
  let parts: (string | null)[];
  if (!code) parts = CODE_ATTRIBUTES.map(() => null);
  else if (nodeName(lx, code) === 'dmCode')
    parts = CODE_ATTRIBUTES.map((name) => attribute(lx, code, name) ?? null);
  else
    parts = AVEE_CHILDREN.map((name) => {
      for (const child of childElements(lx, code, name)) return contentOf(lx, child);
      return null;
    });
  const [mi, sdc, sys, sub, subsub, assy, dis, disv, info, infov, ilc] = parts.map(c);
  let result = `DMC-${mi}-${sdc}-${sys}-${sub}${subsub}-${assy}-${dis}${disv}-${info}${infov}-${ilc}`;
  if (issueInfo) {
    const issue = firstOf(lx, issueInfo, ['issueNumber', 'issno']);
    const inWork = firstOf(lx, issueInfo, ['inWork', 'inwork']);
    result += `_${c(issue)}-${inWork ?? '00'}`.slice(0, 7);
  } else if (language) result += '_???-??';
  if (language) {
    const lang = firstOf(lx, language, ['languageIsoCode', 'language']);
    const country = firstOf(lx, language, ['countryIsoCode', 'country']);
    result += `_${c(lang)}-${c(country)}`.slice(0, 7);
  }
  return result.slice(0, 255);
}

function firstOf(lx: Libxml2, element: number, names: readonly string[]): string | null {
  for (let a = u32(lx, element + NODE.properties); a; a = nextOf(lx, a))
    if (names.some((name) => nameIs(lx, a, name))) return contentOf(lx, a);
  return null;
}
