import { formatAnyCode } from '../codes/any-code';
import { parseFileName } from '../codes/file-name';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendant, descendants, textOf } from '../xml/dom-query';
import { identOf, readIssueInfo } from './object-ident';

export type DeliveryItem = {
  dispatchFileName: string;
  entityControlNumber?: string;
  issue?: string;
};
export type Ddn = { code?: string; sender?: string; receiver?: string; items: DeliveryItem[] };

/** Reads a DDN's delivery list. */
export function readDdn(ddn: S1000dXml): Ddn {
  const root = ddn.document.documentElement;
  const items = descendants(descendant(root, ['deliveryList']), 'deliveryListItem').map((item) => {
    const result: DeliveryItem = {
      dispatchFileName: textOf(childElement(item, 'dispatchFileName')),
    };
    const ecn = textOf(childElement(item, 'entityControlNumber'));
    if (ecn) result.entityControlNumber = ecn;
    const issue = readIssueInfo(childElement(item, 'issueInfo'));
    if (issue) result.issue = `${issue.issueNumber}-${issue.inWork}`;
    return result;
  });
  const code = descendant(root, ['ddnCode']);
  const result: Ddn = { items };
  const ident = identOf(ddn);
  if (ident) result.code = ident.code;
  if (code) {
    result.sender = code.getAttribute('senderIdent') ?? '';
    result.receiver = code.getAttribute('receiverIdent') ?? '';
  }
  return result;
}

export type DdnReconciliation = {
  present: string[];
  /** Listed but absent, with nothing of that code at any issue. */
  missing: string[];
  /** Listed, absent at that issue, but present at another. */
  otherIssue: { listed: string; found: string[] }[];
  /** Listed names that are not S1000D file names. */
  unparsable: string[];
  /** Files in the folder the DDN does not list (the DDN itself excluded). */
  unlisted: string[];
};

/** Compares a DDN's delivery list with the file names actually received. */
export function reconcileDdn(
  ddn: Ddn,
  fileNames: readonly string[],
  ddnFileName?: string,
): DdnReconciliation {
  const result: DdnReconciliation = {
    present: [],
    missing: [],
    otherIssue: [],
    unparsable: [],
    unlisted: [],
  };
  const available = new Set(fileNames);
  const byCodeAndLanguage = new Map<string, string[]>();
  const keyOf = (name: string) => {
    const parsed = parseFileName(name);
    if (!parsed.ok) return undefined;
    const lang = parsed.value.language;
    return `${formatAnyCode(parsed.value.code)}|${lang ? `${lang.languageIsoCode}-${lang.countryIsoCode}` : ''}`;
  };
  for (const name of fileNames) {
    const key = keyOf(name);
    if (key) byCodeAndLanguage.set(key, [...(byCodeAndLanguage.get(key) ?? []), name]);
  }
  const listed = new Set<string>();
  for (const item of ddn.items) {
    const name = item.dispatchFileName;
    listed.add(name);
    if (available.has(name)) {
      result.present.push(name);
      continue;
    }
    const key = keyOf(name);
    if (!key) {
      result.unparsable.push(name);
      continue;
    }
    const others = byCodeAndLanguage.get(key);
    if (others) result.otherIssue.push({ listed: name, found: others });
    else result.missing.push(name);
  }
  result.unlisted = fileNames.filter((n) => !listed.has(n) && n !== ddnFileName);
  return result;
}
