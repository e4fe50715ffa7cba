import { useState } from 'react';
import { randomToken } from '../../lib/random-token.ts';
import type { PbsItem } from './pbs-item.ts';
import { deleteSubtree, indentItem, moveItem, outdentItem } from './pbs-tree.ts';
import type { TreeAction } from './tree-keys.ts';
import { ancestorIds } from './visible-rows.ts';

export type TreeDialog =
  | { kind: 'add'; parentId: string | null; afterId: string | null }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; id: string }
  | null;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const newItemId = () => randomToken(10, ID_ALPHABET);

/** The tree's view state (expanded rows, active row, open dialog) and what each action does. */
export function useTreeEditor(
  items: PbsItem[],
  commit: (next: PbsItem[]) => string | null,
  canEdit: boolean,
) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TreeDialog>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reveal = (id: string, alsoOpen: string[] = []) => {
    setExpanded((open) => new Set([...open, ...ancestorIds(items, id), ...alsoOpen]));
    setActiveId(id);
  };
  const apply = (next: PbsItem[]) => setProblem(commit(next));

  const onAction = (action: TreeAction) => {
    const { id } = action;
    const toggle = (open: boolean) =>
      setExpanded((set) => {
        const next = new Set(set);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      });
    switch (action.type) {
      case 'focus':
        return setActiveId(id);
      case 'expand':
        return toggle(true);
      case 'collapse':
        // Keep the active row visible: a hidden one would leave the keyboard nowhere.
        if (activeId && ancestorIds(items, activeId).includes(id)) setActiveId(id);
        return toggle(false);
    }
    if (!canEdit) return;
    const item = items.find((i) => i.id === id);
    if (!item) return;
    switch (action.type) {
      case 'edit':
        return setDialog({ kind: 'edit', id });
      case 'delete':
        return setDialog({ kind: 'delete', id });
      case 'add-child':
        return setDialog({ kind: 'add', parentId: id, afterId: null });
      case 'add-sibling':
        return setDialog({ kind: 'add', parentId: item.parentId, afterId: id });
      case 'move':
        return apply(moveItem(items, id, action.step));
      case 'indent': {
        const next = indentItem(items, id);
        apply(next);
        const parentId = next.find((i) => i.id === id)?.parentId;
        if (parentId) setExpanded((open) => new Set([...open, parentId]));
        return;
      }
      case 'outdent':
        return apply(outdentItem(items, id));
    }
  };

  return {
    expanded,
    setExpanded,
    activeId,
    setActiveId,
    dialog,
    setDialog,
    problem,
    setProblem,
    reveal,
    onAction,
    expandAll(open: boolean) {
      setExpanded(new Set(open ? items.map((i) => i.id) : []));
      if (!open && activeId) setActiveId(ancestorIds(items, activeId).at(-1) ?? activeId);
    },
    deleteItem(id: string) {
      const item = items.find((i) => i.id === id);
      apply(deleteSubtree(items, id));
      setActiveId(item?.parentId ?? null);
    },
  };
}
