import type { S1000dXml } from '../xml/load-xml';
import { childElements, descendant, descendants } from '../xml/dom-query';
import { readRef, type ObjectRef } from './list-refs';
import { identOf } from './object-ident';

export type DmlEntry = { dmlEntryType?: string; issueType?: string; ref?: ObjectRef; icn?: string };
export type Dml = { code?: string; entries: DmlEntry[] };

/** Reads a DML's entries: dmRef, pmRef, commentRef, dmlRef or infoEntityRef, with n/c/d type. */
export function readDml(dml: S1000dXml): Dml {
  const content = descendant(dml.document.documentElement, ['dmlContent']);
  const entries = descendants(content, 'dmlEntry').map((entry) => {
    const result: DmlEntry = {};
    const type = entry.getAttribute('dmlEntryType');
    if (type) result.dmlEntryType = type;
    const issueType = entry.getAttribute('issueType');
    if (issueType) result.issueType = issueType;
    for (const child of childElements(entry)) {
      const ref = readRef(child);
      if (ref) result.ref = ref;
      if (child.localName === 'infoEntityRef')
        result.icn = child.getAttribute('infoEntityRefIdent') ?? '';
    }
    return result;
  });
  const code = identOf(dml)?.code;
  return code ? { code, entries } : { entries };
}
