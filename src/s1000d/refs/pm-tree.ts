import type { S1000dXml } from '../xml/load-xml';
import { childElement, childElements, descendant, textOf } from '../xml/dom-query';
import { readRef, type ObjectRef } from './list-refs';
import { identOf } from './object-ident';
import { parseFileName, formatFileName } from '../codes/file-name';

export type PmItem =
  | { kind: 'pmEntry'; title: string; pmEntryType?: string; applicRefId?: string; items: PmItem[] }
  | { kind: 'dmRef' | 'pmRef'; ref: ObjectRef; title: string }
  | { kind: 'externalPubRef'; title: string };

export type PmTree = {
  code?: string;
  title: string;
  entries: PmItem[];
  fileNameMatchesCode: boolean;
  expectedFileName?: string;
};

/** Reads a publication module's pmEntry tree and checks its file name against its own pmCode. */
export function readPmTree(pm: S1000dXml): PmTree {
  const root = pm.document.documentElement;
  const ident = identOf(pm);
  const content = childElement(root, 'content');
  const title = textOf(descendant(root, ['pmTitle']));
  const tree: PmTree = {
    title,
    entries: childElements(content, 'pmEntry').map(readEntry),
    fileNameMatchesCode: true,
  };
  if (ident) tree.code = ident.code;
  const parsed = parseFileName(pm.fileName);
  if (ident && parsed.ok) {
    const expected = formatFileName({
      ...parsed.value,
      code: { ...parsed.value.code, ...reparse(ident.code) },
      ...(ident.issueInfo ? { issueInfo: ident.issueInfo } : {}),
      ...(ident.language ? { language: ident.language } : {}),
    });
    tree.fileNameMatchesCode = expected === pm.fileName;
    if (!tree.fileNameMatchesCode) tree.expectedFileName = expected;
  }
  return tree;
}

function reparse(code: string) {
  const parsed = parseFileName(`${code}.X`);
  return parsed.ok ? parsed.value.code : {};
}

/** A pmEntry's type and applicability, set on `to` where the entry gives them. */
export function copyPmEntryAttributes(
  entry: Element,
  to: { pmEntryType?: string; applicRefId?: string },
): void {
  for (const name of ['pmEntryType', 'applicRefId'] as const) {
    const value = entry.getAttribute(name);
    if (value) to[name] = value;
  }
}

function readEntry(entry: Element): PmItem {
  const item: PmItem = {
    kind: 'pmEntry',
    title: textOf(childElement(entry, 'pmEntryTitle')),
    items: [],
  };
  copyPmEntryAttributes(entry, item);
  for (const child of childElements(entry)) {
    if (child.localName === 'pmEntry') item.items.push(readEntry(child));
    else if (child.localName === 'dmRef' || child.localName === 'pmRef') {
      const ref = readRef(child);
      const title = textOf(descendant(child, ['dmTitle', 'pmTitle']));
      if (ref) item.items.push({ kind: child.localName, ref, title });
    } else if (child.localName === 'externalPubRef') {
      item.items.push({
        kind: 'externalPubRef',
        title: textOf(descendant(child, ['externalPubTitle'])),
      });
    }
  }
  return item;
}

/** Every dmRef and pmRef of a tree, depth first. */
export function pmTreeRefs(items: readonly PmItem[]): ObjectRef[] {
  return items.flatMap((i) =>
    i.kind === 'pmEntry' ? pmTreeRefs(i.items) : i.kind === 'externalPubRef' ? [] : [i.ref],
  );
}
