import { ChevronDown, ChevronRight } from 'lucide-react';
import { ROW_HEIGHT, rowDomId } from './tree-layout.ts';
import type { TreeRow } from './visible-rows.ts';

type Props = {
  row: TreeRow;
  top: number;
  active: boolean;
  onSelect: () => void;
  onToggle: () => void;
  onEdit: () => void;
};

/** One treeitem; positioned absolutely because the tree renders only the rows in view. */
export function PbsTreeRow({ row, top, active, onSelect, onToggle, onEdit }: Props) {
  const { item } = row;
  return (
    <div
      id={rowDomId(item.id)}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={active}
      aria-label={`${item.identifier} ${item.name}`}
      style={{ top, height: ROW_HEIGHT, paddingLeft: (row.level - 1) * 20 + 4 }}
      className={`absolute right-0 left-0 flex cursor-pointer items-center gap-2 border-b border-slate-100 pr-3 text-sm ${
        active ? 'bg-blue-50 ring-1 ring-blue-600 ring-inset' : 'hover:bg-slate-50'
      }`}
      onClick={onSelect}
      onDoubleClick={onEdit}
    >
      <span
        aria-hidden
        className="flex h-6 w-6 shrink-0 items-center justify-center text-slate-500"
        onClick={(e) => {
          e.stopPropagation();
          onSelect();
          if (row.hasChildren) onToggle();
        }}
      >
        {row.hasChildren &&
          (row.expanded ? (
            <ChevronDown className="h-4 w-4" />
          ) : (
            <ChevronRight className="h-4 w-4" />
          ))}
      </span>
      <span className="w-28 shrink-0 truncate font-mono text-xs text-slate-700">
        {item.identifier}
      </span>
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.name}</span>
      <span className="hidden w-32 truncate text-slate-600 md:block">{item.partNumber}</span>
      <span className="w-12 text-right text-slate-600">×{item.quantity}</span>
      <span className="hidden w-28 truncate font-mono text-xs text-slate-600 sm:block">
        {item.snsCode}
      </span>
      <span className="hidden w-10 text-right text-xs text-slate-500 lg:block">
        {item.tasks.length > 0 ? `${item.tasks.length} t` : ''}
      </span>
    </div>
  );
}
