import {
  addEntry,
  addRefs,
  moveByKey,
  moveNode,
  removeNode,
  renameEntry,
  setEntryType,
  type KeyboardMove,
  type NewPmRef,
} from './pm-edit';
import { PmEditError, type PmEntryNode } from './pm-nodes';

/** One edit, as data: what the CLI reads from a JSON file and a test can write by hand. */
export type PmOp =
  | { op: 'addEntry'; parent: string | null; title: string; id?: string }
  | { op: 'addRefs'; parent: string; refs: NewPmRef[]; index?: number }
  | { op: 'rename'; id: string; title: string }
  | { op: 'setType'; id: string; type?: string }
  | { op: 'move'; id: string; parent: string | null; index: number }
  | { op: 'key'; id: string; move: KeyboardMove }
  | { op: 'remove'; id: string };

/** Applies edits in order; the first refused one stops all, naming its place in the list. */
export function applyPmOps(entries: readonly PmEntryNode[], ops: readonly PmOp[]): PmEntryNode[] {
  let tree = [...entries];
  for (const [i, op] of ops.entries()) {
    try {
      tree = applyOne(tree, op);
    } catch (error) {
      if (error instanceof PmEditError)
        throw new PmEditError(`Edit ${i + 1} (${op.op}): ${error.message}`);
      throw error;
    }
  }
  return tree;
}

function applyOne(tree: PmEntryNode[], op: PmOp): PmEntryNode[] {
  switch (op.op) {
    case 'addEntry':
      return addEntry(tree, op.parent, op.title, op.id).entries;
    case 'addRefs':
      return addRefs(tree, op.parent, op.refs, op.index);
    case 'rename':
      return renameEntry(tree, op.id, op.title);
    case 'setType':
      return setEntryType(tree, op.id, op.type);
    case 'move':
      return moveNode(tree, op.id, op.parent, op.index);
    case 'key':
      return moveByKey(tree, op.id, op.move);
    case 'remove':
      return removeNode(tree, op.id);
    default:
      throw new PmEditError(`unknown edit "${(op as { op: string }).op}"`);
  }
}
