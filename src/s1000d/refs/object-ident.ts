import { formatDmCode, readDmCodeElement, type DmCode } from '../codes/dm-code';
import type { IssueInfo, Language } from '../codes/file-name';
import { formatPmCode, readPmCodeElement } from '../codes/pm-code';
import { dashedCodeText } from './dashed-code-text';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendant } from '../xml/dom-query';

/** Who an object says it is, from its identAndStatusSection. */
export type ObjectIdent = {
  kind: 'dmc' | 'pmc' | 'dml' | 'ddn' | 'com' | 'upf';
  /** Prefixed code string, e.g. DMC-S1000DBIKE-AAA-D00-00-00-00AA-041A-A. */
  code: string;
  dmCode?: DmCode;
  issueInfo?: IssueInfo;
  language?: Language;
};

/** The ident elements an object's code is read from: data module, PM, DML, DDN, comment, update. */
export const IDENT_ELEMENTS: readonly string[] = [
  'dmIdent',
  'pmIdent',
  'dmlIdent',
  'ddnIdent',
  'commentIdent',
  'updateIdent',
];

/** Reads the object's own code, issue and language (Issue 4.0 and later markup). */
export function identOf(xml: S1000dXml): ObjectIdent | undefined {
  const root = xml.document.documentElement;
  const ident = descendant(root, IDENT_ELEMENTS);
  if (!ident) return undefined;
  const result = codeOf(ident);
  if (!result) return undefined;
  const issue = readIssueInfo(childElement(ident, 'issueInfo'));
  if (issue) result.issueInfo = issue;
  const language = readLanguage(childElement(ident, 'language'));
  if (language) result.language = language;
  return result;
}

function codeOf(ident: Element): ObjectIdent | undefined {
  switch (ident.localName) {
    case 'dmIdent':
    case 'updateIdent': {
      const codeEl = childElement(ident, ident.localName === 'dmIdent' ? 'dmCode' : 'updateCode');
      const dmCode = codeEl && readDmCodeElement(codeEl);
      if (!dmCode) return undefined;
      const kind = ident.localName === 'dmIdent' ? 'dmc' : 'upf';
      const body = formatDmCode(dmCode, { prefix: false });
      return { kind, code: kind === 'dmc' ? `DMC-${body}` : `UPF-${body}`, dmCode };
    }
    case 'pmIdent': {
      const pmCode = readPmCodeElement(childElement(ident, 'pmCode') ?? ident);
      return pmCode && { kind: 'pmc', code: formatPmCode(pmCode) };
    }
    case 'dmlIdent':
      return { kind: 'dml', code: dashedCodeText(ident, 'dmlCode') };
    case 'ddnIdent':
      return { kind: 'ddn', code: dashedCodeText(ident, 'ddnCode') };
    case 'commentIdent':
      return { kind: 'com', code: dashedCodeText(ident, 'commentCode') };
    default:
      return undefined;
  }
}

export function readIssueInfo(el: Element | undefined): IssueInfo | undefined {
  const issueNumber = el?.getAttribute('issueNumber');
  const inWork = el?.getAttribute('inWork');
  return issueNumber ? { issueNumber, inWork: inWork || '00' } : undefined;
}

export function readLanguage(el: Element | undefined): Language | undefined {
  const languageIsoCode = el?.getAttribute('languageIsoCode');
  const countryIsoCode = el?.getAttribute('countryIsoCode');
  return languageIsoCode && countryIsoCode ? { languageIsoCode, countryIsoCode } : undefined;
}
