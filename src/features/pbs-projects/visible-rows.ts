import type { PbsItem } from './pbs-item.ts';
import { childrenByParent } from './pbs-tree.ts';

export type TreeRow = {
  item: PbsItem;
  /** 1 for the top level, as aria-level counts. */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  posInSet: number;
  setSize: number;
};

/** The rows a reader sees: every top-level item, and the children of expanded items. */
export function visibleRows(items: readonly PbsItem[], expanded: ReadonlySet<string>): TreeRow[] {
  const children = childrenByParent(items);
  const rows: TreeRow[] = [];
  const visit = (parentId: string | null, level: number) => {
    const siblings = children.get(parentId) ?? [];
    siblings.forEach((item, index) => {
      const hasChildren = (children.get(item.id)?.length ?? 0) > 0;
      const open = hasChildren && expanded.has(item.id);
      rows.push({
        item,
        level,
        hasChildren,
        expanded: open,
        posInSet: index + 1,
        setSize: siblings.length,
      });
      if (open) visit(item.id, level + 1);
    });
  };
  visit(null, 1);
  return rows;
}

/** The ids of the item's ancestors, nearest first; expanding them reveals the item. */
export function ancestorIds(items: readonly PbsItem[], id: string): string[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current !== null && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return out;
}
