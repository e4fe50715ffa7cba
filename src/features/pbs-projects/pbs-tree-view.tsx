import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { treeKeyAction, type TreeAction } from './tree-keys.ts';
import { PbsTreeRow } from './pbs-tree-row.tsx';
import { ROW_HEIGHT, rowDomId } from './tree-layout.ts';
import type { TreeRow } from './visible-rows.ts';

const VIEW_HEIGHT = 560;
const OVERSCAN = 8;

type Props = {
  label: string;
  rows: readonly TreeRow[];
  activeId: string | null;
  onAction: (action: TreeAction) => void;
};

/**
 * The breakdown as an ARIA tree. Only the rows in view are in the DOM, so 5,000 expanded
 * items cost as much as 30; focus stays on the tree and aria-activedescendant names the row.
 */
export function PbsTreeView({ label, rows, activeId, onAction }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const activeIndex = rows.findIndex((r) => r.item.id === activeId);

  useEffect(() => {
    const el = box.current;
    if (!el || activeIndex < 0) return;
    const top = activeIndex * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight)
      el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
  }, [activeIndex]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const onKeyDown = (event: KeyboardEvent) => {
    const action = treeKeyAction(event.key, event.altKey, rows, activeId);
    if (!action) return;
    event.preventDefault();
    onAction(action);
  };

  return (
    <div
      ref={box}
      role="tree"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeIndex >= 0 ? rowDomId(activeId!) : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => activeIndex < 0 && rows[0] && onAction({ type: 'focus', id: rows[0].item.id })}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      style={{ maxHeight: VIEW_HEIGHT }}
      className="relative overflow-y-auto rounded-lg border border-slate-200 bg-white"
    >
      <div style={{ height: rows.length * ROW_HEIGHT }} className="relative">
        {rows.slice(first, last).map((row, offset) => (
          <PbsTreeRow
            key={row.item.id}
            row={row}
            top={(first + offset) * ROW_HEIGHT}
            active={row.item.id === activeId}
            onSelect={() => onAction({ type: 'focus', id: row.item.id })}
            onToggle={() =>
              onAction({ type: row.expanded ? 'collapse' : 'expand', id: row.item.id })
            }
            onEdit={() => onAction({ type: 'edit', id: row.item.id })}
          />
        ))}
      </div>
    </div>
  );
}
