import type { TreeRow } from './visible-rows.ts';

export type TreeAction =
  | { type: 'focus'; id: string }
  | {
      type:
        | 'expand'
        | 'collapse'
        | 'edit'
        | 'delete'
        | 'add-child'
        | 'add-sibling'
        | 'indent'
        | 'outdent';
      id: string;
    }
  | { type: 'move'; id: string; step: -1 | 1 };

/**
 * The WAI-ARIA tree keys (arrows, Home, End) plus the editing keys this tree adds: Enter
 * edits, Delete deletes, Insert adds a child, Alt+arrows move, indent and outdent.
 */
export function treeKeyAction(
  key: string,
  alt: boolean,
  rows: readonly TreeRow[],
  activeId: string | null,
): TreeAction | null {
  if (rows.length === 0) return null;
  const at = Math.max(
    0,
    rows.findIndex((r) => r.item.id === activeId),
  );
  const row = rows[at]!;
  const id = row.item.id;
  const focus = (index: number) => ({ type: 'focus' as const, id: rows[index]!.item.id });
  if (alt) {
    if (key === 'ArrowUp') return { type: 'move', id, step: -1 };
    if (key === 'ArrowDown') return { type: 'move', id, step: 1 };
    if (key === 'ArrowRight') return { type: 'indent', id };
    if (key === 'ArrowLeft') return { type: 'outdent', id };
    return null;
  }
  switch (key) {
    case 'ArrowDown':
      return focus(Math.min(rows.length - 1, at + 1));
    case 'ArrowUp':
      return focus(Math.max(0, at - 1));
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? focus(at + 1) : { type: 'expand', id };
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', id };
      const parent = rows.findIndex((r) => r.item.id === row.item.parentId);
      return parent >= 0 ? focus(parent) : null;
    }
    case 'Enter':
      return { type: 'edit', id };
    case 'Delete':
      return { type: 'delete', id };
    case 'Insert':
      return { type: 'add-child', id };
    default:
      return null;
  }
}
