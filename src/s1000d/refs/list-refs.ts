import { formatDmCode, readDmCodeElement } from '../codes/dm-code';
import { extendedCode } from '../codes/extension-code';
import type { IssueInfo, Language } from '../codes/file-name';
import { formatPmCode, readPmCodeElement } from '../codes/pm-code';
import { dashedCodeText } from './dashed-code-text';
import { nodePath } from '../brex/node-path';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendants } from '../xml/dom-query';
import { readIssueInfo, readLanguage } from './object-ident';

export const REF_KINDS = ['dm', 'pm', 'icn', 'comment', 'dml'] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** One reference from an object to another CSDB object or an ICN. */
export type ObjectRef = {
  kind: RefKind;
  /** Prefixed code, e.g. DMC-..., PMC-..., ICN-... */
  code: string;
  issueInfo?: IssueInfo;
  language?: Language;
  /** Where the reference sits: brex, act, pct, cct, refs, status or content. */
  context: string;
  line?: number;
  path?: string;
  /** For ICNs: the unparsed entity's declared file and notation. */
  systemId?: string;
  notation?: string;
};

const CONTEXTS: Record<string, string> = {
  brexDmRef: 'brex',
  applicCrossRefTableRef: 'act',
  productCrossRefTableRef: 'pct',
  condCrossRefTableRef: 'cct',
  refs: 'refs',
  dmStatus: 'status',
  pmStatus: 'status',
};

/** Lists every dmRef, pmRef, commentRef, dmlRef and ICN reference, in document order. */
export function listRefs(xml: S1000dXml): ObjectRef[] {
  const refs: ObjectRef[] = [];
  const all = descendants(xml.document, '*');
  const entities = new Map((xml.doctype?.entities ?? []).map((e) => [e.name, e]));
  for (const el of all) {
    const ref = readRef(el);
    if (ref) refs.push(place(xml, el, ref));
    for (const name of ['infoEntityIdent', 'infoEntityRefIdent', 'boardNumber']) {
      const icn = el.getAttribute(name);
      if (!icn || (name === 'boardNumber' && !icn.startsWith('ICN-'))) continue;
      const entity = entities.get(icn);
      const found: ObjectRef = { kind: 'icn', code: icn, context: '' };
      if (entity?.systemId) found.systemId = entity.systemId;
      if (entity?.notation) found.notation = entity.notation;
      refs.push(place(xml, el, found));
    }
  }
  return refs;
}

/** Reads a dmRef/pmRef/commentRef/dmlRef element; also used for brexDmRef chains. */
export function readRef(el: Element): ObjectRef | undefined {
  let ref: ObjectRef | undefined;
  const ident = childElement(el, `${el.localName}Ident`);
  switch (el.localName) {
    case 'dmRef': {
      const dmCode = readDmCodeElement(childElement(ident, 'dmCode') ?? el);
      if (dmCode) ref = { kind: 'dm', code: formatDmCode(dmCode), context: '' };
      break;
    }
    case 'pmRef': {
      const pmCode = readPmCodeElement(childElement(ident, 'pmCode') ?? el);
      if (pmCode) ref = { kind: 'pm', code: formatPmCode(pmCode), context: '' };
      break;
    }
    case 'commentRef':
    case 'dmlRef': {
      const [kind, element] =
        el.localName === 'dmlRef'
          ? (['dml', 'dmlCode'] as const)
          : (['comment', 'commentCode'] as const);
      if (childElement(ident, element))
        ref = { kind, context: '', code: dashedCodeText(ident, element) };
      break;
    }
  }
  if (!ref) return undefined;
  const extension = childElement(ident, 'identExtension');
  ref.code = extendedCode(
    ref.code,
    extension?.getAttribute('extensionProducer'),
    extension?.getAttribute('extensionCode'),
  );
  const issue = readIssueInfo(childElement(ident, 'issueInfo'));
  if (issue) ref.issueInfo = issue;
  const language = readLanguage(childElement(ident, 'language'));
  if (language) ref.language = language;
  return ref;
}

function place(xml: S1000dXml, el: Element, ref: ObjectRef): ObjectRef {
  let context = 'content';
  for (let a = el.parentNode; a && a.nodeType === 1; a = a.parentNode) {
    const found = CONTEXTS[(a as Element).localName];
    if (found) {
      context = found;
      break;
    }
  }
  const line = xml.lines.lineOf(el);
  return { ...ref, context, ...(line ? { line } : {}), path: nodePath(el) };
}
