import {
  findPmNode,
  nextPmNodeId,
  PmEditError,
  type PmEntryNode,
  type PmNode,
  type PmRefNode,
} from './pm-nodes';

/**
 * The editor's operations on a pmEntry tree. Each returns a new tree and leaves its input
 * untouched; a refused edit throws PmEditError with the reason, so nothing half-changes.
 */

/** pmEntryType values the default BREX allows (BREX-S1-00215): pmt01–pmt34 and pmt51–pmt99. */
export function isPmEntryType(value: string): boolean {
  const m = /^pmt(\d\d)$/.exec(value);
  if (!m) return false;
  const n = Number(m[1]);
  return (n >= 1 && n <= 34) || (n >= 51 && n <= 99);
}

/** Replaces the node with this id by what `change` returns (a list: none, one or several). */
function mapTree(
  nodes: readonly PmNode[],
  id: string,
  change: (node: PmNode) => PmNode[],
): PmNode[] {
  return nodes.flatMap((node) => {
    if (node.id === id) return change(node);
    if (node.kind !== 'entry') return [node];
    return [{ ...node, children: mapTree(node.children, id, change) }];
  });
}

function entryOf(nodes: readonly PmNode[], id: string): PmEntryNode {
  const node = findPmNode(nodes, id);
  if (!node) throw new PmEditError('That item is no longer in the publication.');
  if (node.kind !== 'entry') throw new PmEditError('Only an entry can hold other items.');
  return node;
}

const asEntries = (nodes: PmNode[]) => nodes as PmEntryNode[];

/** Adds an empty entry at the top level (parentId null) or as the last child of an entry. */
export function addEntry(
  entries: readonly PmEntryNode[],
  parentId: string | null,
  title: string,
  /** An id of the caller's choosing (the CLI's edit lists name new entries to fill them). */
  wanted?: string,
): { entries: PmEntryNode[]; id: string } {
  const clean = title.trim();
  if (clean.length > 300) throw new PmEditError('An entry title is at most 300 characters.');
  if (wanted !== undefined && (!wanted.trim() || findPmNode(entries, wanted)))
    throw new PmEditError(`The id "${wanted}" is empty or already used.`);
  const id = wanted ?? nextPmNodeId(entries);
  const entry: PmEntryNode = { id, kind: 'entry', title: clean, children: [] };
  if (parentId === null) return { entries: [...entries, entry], id };
  entryOf(entries, parentId);
  const next = mapTree(entries, parentId, (n) => [
    { ...(n as PmEntryNode), children: [...(n as PmEntryNode).children, entry] },
  ]);
  return { entries: asEntries(next), id };
}

export type NewPmRef = { kind: 'dmRef' | 'pmRef'; ref: string; title: string };

/** Adds data module or publication module references at the end of an entry (or at an index). */
export function addRefs(
  entries: readonly PmEntryNode[],
  parentId: string,
  refs: readonly NewPmRef[],
  index?: number,
): PmEntryNode[] {
  if (refs.length === 0) return [...entries];
  const parent = entryOf(entries, parentId);
  let tree: PmNode[] = [...entries];
  const made: PmRefNode[] = [];
  for (const ref of refs) {
    const node: PmRefNode = { id: nextPmNodeId([...tree, ...made]), ...ref };
    made.push(node);
  }
  const at = index === undefined ? parent.children.length : clamp(index, parent.children.length);
  tree = mapTree(tree, parentId, (n) => {
    const children = [...(n as PmEntryNode).children];
    children.splice(at, 0, ...made);
    return [{ ...(n as PmEntryNode), children }];
  });
  return asEntries(tree);
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length));

export function renameEntry(
  entries: readonly PmEntryNode[],
  id: string,
  title: string,
): PmEntryNode[] {
  entryOf(entries, id);
  const clean = title.trim();
  if (clean.length > 300) throw new PmEditError('An entry title is at most 300 characters.');
  return asEntries(mapTree(entries, id, (n) => [{ ...(n as PmEntryNode), title: clean }]));
}

/** Sets or clears (undefined or "") an entry's pmEntryType. */
export function setEntryType(
  entries: readonly PmEntryNode[],
  id: string,
  type: string | undefined,
): PmEntryNode[] {
  entryOf(entries, id);
  if (type && !isPmEntryType(type))
    throw new PmEditError(`"${type}" is not a pmEntryType: use pmt01 to pmt34 or pmt51 to pmt99.`);
  return asEntries(
    mapTree(entries, id, (n) => {
      const { pmEntryType: _old, ...rest } = n as PmEntryNode;
      return [type ? { ...rest, pmEntryType: type } : rest];
    }),
  );
}

export function removeNode(entries: readonly PmEntryNode[], id: string): PmEntryNode[] {
  if (!findPmNode(entries, id)) throw new PmEditError('That item is no longer in the publication.');
  return asEntries(mapTree(entries, id, () => []));
}

/** Where a node sits: its parent entry's id (null at the top) and its index there. */
export function placeOf(
  nodes: readonly PmNode[],
  id: string,
  parentId: string | null = null,
): { parentId: string | null; index: number } | undefined {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { parentId, index };
    if (node.kind === 'entry') {
      const found = placeOf(node.children, id, node.id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Moves a node to an index of an entry (or of the top level, for entries only): what a drag
 * and drop does. An entry cannot go inside itself; references live inside entries.
 */
export function moveNode(
  entries: readonly PmEntryNode[],
  id: string,
  parentId: string | null,
  index: number,
): PmEntryNode[] {
  const node = findPmNode(entries, id);
  const from = placeOf(entries, id);
  if (!node || !from) throw new PmEditError('That item is no longer in the publication.');
  if (parentId === null && node.kind !== 'entry')
    throw new PmEditError('A reference must sit inside an entry, not at the top level.');
  if (parentId !== null) {
    entryOf(entries, parentId);
    if (parentId === id || (node.kind === 'entry' && findPmNode(node.children, parentId)))
      throw new PmEditError('An entry cannot be moved inside itself.');
  }
  // Removing the node first shifts later siblings of the same parent up by one.
  const target = from.parentId === parentId && from.index < index ? index - 1 : index;
  const without = mapTree(entries, id, () => []);
  if (parentId === null) {
    const top = [...without];
    top.splice(clamp(target, top.length), 0, node);
    return asEntries(top);
  }
  return asEntries(
    mapTree(without, parentId, (n) => {
      const children = [...(n as PmEntryNode).children];
      children.splice(clamp(target, children.length), 0, node);
      return [{ ...(n as PmEntryNode), children }];
    }),
  );
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The keyboard's moves: up and down among siblings, indent into the entry just above (as its
 * last child), outdent to just after the parent entry. Refused where the move cannot happen.
 */
export function moveByKey(
  entries: readonly PmEntryNode[],
  id: string,
  move: KeyboardMove,
): PmEntryNode[] {
  const at = placeOf(entries, id);
  if (!at) throw new PmEditError('That item is no longer in the publication.');
  const siblings = at.parentId === null ? entries : entryOf(entries, at.parentId).children;
  if (move === 'up') {
    if (at.index === 0) throw new PmEditError('Already first in its entry.');
    return moveNode(entries, id, at.parentId, at.index - 1);
  }
  if (move === 'down') {
    if (at.index === siblings.length - 1) throw new PmEditError('Already last in its entry.');
    return moveNode(entries, id, at.parentId, at.index + 2);
  }
  if (move === 'indent') {
    const above = siblings[at.index - 1];
    if (!above || above.kind !== 'entry')
      throw new PmEditError('To indent, the item just above must be an entry.');
    return moveNode(entries, id, above.id, above.children.length);
  }
  if (at.parentId === null) throw new PmEditError('Already at the top level.');
  const parent = placeOf(entries, at.parentId)!;
  return moveNode(entries, id, parent.parentId, parent.index + 1);
}

/** What stops the tree from being saved: the schema needs one entry, and no entry empty. */
export function pmTreeProblems(entries: readonly PmEntryNode[]): string[] {
  if (entries.length === 0) return ['A publication module needs at least one entry.'];
  const problems: string[] = [];
  const check = (nodes: readonly PmNode[]) => {
    for (const node of nodes) {
      if (node.kind !== 'entry') continue;
      if (node.children.length === 0)
        problems.push(
          `The entry "${node.title || '(untitled)'}" is empty: add a data module or an entry to it, or remove it.`,
        );
      check(node.children);
    }
  };
  check(entries);
  return problems;
}
