/**
 * A publication module's pmEntry tree as the editor holds it: plain, JSON-serialisable data
 * (it crosses the worker boundary) with a stable id per node so the page can select, drag and
 * move nodes while the tree changes under it.
 */
export type PmEntryNode = {
  id: string;
  kind: 'entry';
  title: string;
  /** pmt01 … pmt34, pmt51 … pmt99 (default BREX @pmEntryType). */
  pmEntryType?: string;
  applicRefId?: string;
  children: PmNode[];
};

export type PmRefNode = {
  id: string;
  kind: 'dmRef' | 'pmRef';
  /** The reference as a reference string: "DMC-…_001-00_EN-US" (issue and language when named). */
  ref: string;
  /** "techName - infoName", or the pmTitle. */
  title: string;
  /** The element as read, written back unchanged; absent for references the editor added. */
  raw?: string;
};

export type PmExternalNode = { id: string; kind: 'externalPubRef'; title: string; raw: string };

export type PmNode = PmEntryNode | PmRefNode | PmExternalNode;

/** The PM being edited: its identity (read only here) and its entries. */
export type EditablePm = {
  fileName: string;
  /** "PMC-…" without issue or language. */
  code: string;
  title: string;
  issue?: string;
  language?: string;
  entries: PmEntryNode[];
};

/** A problem an edit refuses, in words the author can act on; the tree is left unchanged. */
export class PmEditError extends Error {}

/** Visits every node depth first, with its parent entry (null at the top). */
export function walkPm(
  nodes: readonly PmNode[],
  visit: (node: PmNode, parent: PmEntryNode | null, depth: number) => void,
  parent: PmEntryNode | null = null,
  depth = 1,
): void {
  for (const node of nodes) {
    visit(node, parent, depth);
    if (node.kind === 'entry') walkPm(node.children, visit, node, depth + 1);
  }
}

export function findPmNode(nodes: readonly PmNode[], id: string): PmNode | undefined {
  let found: PmNode | undefined;
  walkPm(nodes, (node) => {
    if (node.id === id) found ??= node;
  });
  return found;
}

/** A new id no node of the tree has: "n" and one more than the highest number used. */
export function nextPmNodeId(nodes: readonly PmNode[]): string {
  let highest = 0;
  walkPm(nodes, (node) => {
    const n = /^n(\d+)$/.exec(node.id);
    if (n) highest = Math.max(highest, Number(n[1]));
  });
  return `n${highest + 1}`;
}
