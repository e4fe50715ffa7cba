import { formatDmCode, readDmCodeElement } from '../codes/dm-code';
import { parseFileName } from '../codes/file-name';
import type { ObjectListing } from '../csdb/listing';
import { createRefResolver } from '../csdb/ref-graph';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendant, textOf } from '../xml/dom-query';
import type { Ddn } from './ddn';
import { identOf } from './object-ident';

/** What a DDN says about its dispatch, beside the delivery list. */
export type DdnHeader = {
  code?: string;
  issueDate?: string;
  dispatchTo: string;
  dispatchFrom: string;
  authorization?: string;
  securityClassification?: string;
  brex?: string;
  mediaIdent?: string;
};

const addressText = (el: Element | undefined) =>
  [
    textOf(descendant(el, ['enterpriseName'])),
    textOf(descendant(el, ['enterpriseUnit'])),
    [textOf(descendant(el, ['firstName'])), textOf(descendant(el, ['lastName']))]
      .filter(Boolean)
      .join(' '),
    textOf(descendant(el, ['city'])),
    textOf(descendant(el, ['country'])),
  ]
    .filter(Boolean)
    .join(', ');

export function readDdnHeader(xml: S1000dXml): DdnHeader {
  const root = xml.document.documentElement ?? undefined;
  const header: DdnHeader = {
    dispatchTo: addressText(descendant(root, ['dispatchTo'])),
    dispatchFrom: addressText(descendant(root, ['dispatchFrom'])),
  };
  const ident = identOf(xml);
  if (ident) header.code = ident.code;
  const date = descendant(root, ['issueDate']);
  if (date) {
    const part = (n: string) => date.getAttribute(n) ?? '';
    header.issueDate = `${part('year')}-${part('month')}-${part('day')}`;
  }
  const authorization = textOf(descendant(root, ['authorization']));
  if (authorization) header.authorization = authorization;
  const security = descendant(root, ['security'])?.getAttribute('securityClassification');
  if (security) header.securityClassification = security;
  const brexCode = descendant(descendant(root, ['brexDmRef']), ['dmCode']);
  const brex = brexCode && readDmCodeElement(brexCode);
  if (brex) header.brex = formatDmCode(brex);
  const media = childElement(descendant(root, ['ddnContent']), 'mediaIdent');
  const label = media?.getAttribute('label') || textOf(media);
  if (label) header.mediaIdent = label;
  return header;
}

/** A DDN's delivery list against a project's index rows. */
export type DdnProjectCheck = {
  /** Listed, and the project holds that issue: the object's key. */
  present: { listed: string; key: string }[];
  /** Listed; the project holds nothing with that code (and language). */
  missing: string[];
  /** Listed; the project holds another issue. */
  otherIssue: { listed: string; found: string[] }[];
  /** Listed names that are not S1000D file names. */
  unparsable: string[];
  /** BREX-S1-00012: an entityControlNumber must not start with "ICN-". */
  icnControlNumbers: { listed: string; entityControlNumber: string }[];
};

/**
 * Reconciles a DDN's delivery list with the project (which of the delivered objects it holds,
 * at which issue), by the same resolver the library's references use: a dispatch file name
 * without its extension is a reference string (code, issue, language).
 */
export function reconcileDdnWithProject(ddn: Ddn, rows: readonly ObjectListing[]): DdnProjectCheck {
  const resolve = createRefResolver(rows);
  const check: DdnProjectCheck = {
    present: [],
    missing: [],
    otherIssue: [],
    unparsable: [],
    icnControlNumbers: [],
  };
  for (const item of ddn.items) {
    const listed = item.dispatchFileName;
    if (item.entityControlNumber?.startsWith('ICN-'))
      check.icnControlNumbers.push({ listed, entityControlNumber: item.entityControlNumber });
    if (!parseFileName(listed).ok) {
      check.unparsable.push(listed);
      continue;
    }
    const ref = listed.startsWith('ICN-')
      ? listed.replace(/\.[^.]+$/, '')
      : listed.replace(/\.xml$/i, '');
    const found = resolve(ref);
    if (found.status === 'resolved') check.present.push({ listed, key: found.rows[0]!.k });
    else if (found.status === 'builtIn') check.present.push({ listed, key: ref });
    else if (found.status === 'otherIssue') check.otherIssue.push({ listed, found: found.found });
    else check.missing.push(listed);
  }
  return check;
}
