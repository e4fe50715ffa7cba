import type { ObjectListing } from '../csdb/listing';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { pmRefStatuses } from './pm-flatten';
import type { PmNode } from './pm-nodes';

/** A reason for update a module marks for the highlights (updateHighlight="1"). */
export type HighlightReason = { type?: string; paras: string[] };

/** Highlight reasons by object key: what the highlights say changed in each module. */
export type HighlightReasons = Readonly<Record<string, readonly HighlightReason[]>>;

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The reasons for update of a module's status marked for the highlights, each with its
 * updateReasonType and its paragraphs, as s1kd-fmgen's highlights list them.
 */
export function highlightReasonsOf(doc: Document): HighlightReason[] {
  return [...doc.getElementsByTagName('reasonForUpdate')]
    .filter((r) => ['1', 'true'].includes(r.getAttribute('updateHighlight') ?? ''))
    .map((r) => {
      const type = r.getAttribute('updateReasonType');
      const paras = [...r.getElementsByTagName('simplePara')].map(text).filter(Boolean);
      return { ...(type ? { type } : {}), paras: paras.length ? paras : [text(r)] };
    })
    .filter((r) => r.paras.some(Boolean));
}

/** The keys of the modules a publication's tree resolves to: what its highlights read. */
export function publicationModuleKeys(
  nodes: readonly PmNode[],
  rows: readonly ObjectListing[],
): string[] {
  const keys = new Set<string>();
  for (const status of pmRefStatuses(nodes, rows).values()) {
    if (status.status === 'resolved') keys.add(status.key);
  }
  return [...keys];
}

/** Highlight reasons of modules given as bytes (a file that does not parse has none). */
export function highlightReasonsFrom(
  files: readonly { key: string; bytes: Uint8Array }[],
  parser: XmlParser,
): HighlightReasons {
  const reasons: Record<string, HighlightReason[]> = {};
  for (const file of files) {
    try {
      const found = highlightReasonsOf(loadXml(decodeXmlBytes(file.bytes), { parser }).document);
      if (found.length) reasons[file.key] = found;
    } catch {
      // Not well-formed: its highlights entry keeps to its issue type.
    }
  }
  return reasons;
}
