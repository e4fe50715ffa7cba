import { parseDmlCode, type DmlCode } from '../codes/dml-code';
import type { IssueInfo } from '../codes/file-name';
import { readRef } from '../refs/list-refs';
import { identOf } from '../refs/object-ident';
import { childElement, childElements, descendant, descendants, textOf } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';

/** The facts of a DML entry a merge compares: what two lists may disagree on. */
export type EntryFacts = { title: string; rpc: string; security: string; remarks: string };

export type DmlListEntry = EntryFacts & {
  /** The referenced object's code (DMC-…, PMC-…, ICN-…, COM-…, DML-…). */
  key: string;
  kind: string;
  /** n, c or d; an entry without one is new. */
  type: 'n' | 'c' | 'd';
  /** The entry's referenced issue, when it names one ("001-00"). */
  issue?: string;
  /** The dmlEntry element as written. */
  xml: string;
};

export type DmlList = {
  fileName: string;
  code: DmlCode;
  issueInfo: IssueInfo;
  /** The dmlStatus element as written. */
  status: string;
  entries: DmlListEntry[];
};

const title = (ref: Element) => {
  const t = descendant(ref, ['dmTitle', 'pmTitle']);
  if (!t) return '';
  const parts = childElements(t).map((e) => textOf(e));
  return parts.filter(Boolean).join(' - ');
};

/** Reads a DML's code, issue, status and entries; undefined when it is not a DML. */
export function readDmlList(xml: S1000dXml): DmlList | undefined {
  const root = xml.document.documentElement;
  const ident = identOf(xml);
  if (root.localName !== 'dml' || ident?.kind !== 'dml') return undefined;
  const code = parseDmlCode(ident.code);
  const status = descendant(root, ['dmlStatus']);
  if (!code.ok || !ident.issueInfo || !status) return undefined;
  const content = descendant(root, ['dmlContent']);
  const entries = descendants(content, 'dmlEntry').flatMap((entry): DmlListEntry[] => {
    const refEl = childElements(entry).find((c) =>
      ['dmRef', 'pmRef', 'commentRef', 'dmlRef', 'infoEntityRef'].includes(c.localName),
    );
    if (!refEl) return [];
    const ref = refEl.localName === 'infoEntityRef' ? undefined : readRef(refEl);
    const key = ref?.code ?? refEl.getAttribute('infoEntityRefIdent') ?? '';
    if (!key) return [];
    const type = entry.getAttribute('dmlEntryType');
    const issueEl = descendant(refEl, ['issueInfo']);
    return [
      {
        key,
        kind: ref?.kind ?? 'icn',
        type: type === 'c' || type === 'd' ? type : 'n',
        ...(issueEl
          ? { issue: `${issueEl.getAttribute('issueNumber')}-${issueEl.getAttribute('inWork')}` }
          : {}),
        title: title(refEl),
        rpc: childElement(entry, 'responsiblePartnerCompany')?.getAttribute('enterpriseCode') ?? '',
        security: childElement(entry, 'security')?.getAttribute('securityClassification') ?? '',
        remarks: textOf(childElement(entry, 'remarks')),
        xml: xml.parser.serialize(entry),
      },
    ];
  });
  return {
    fileName: xml.fileName,
    code: code.value,
    issueInfo: ident.issueInfo,
    status: xml.parser.serialize(status),
    entries,
  };
}
