import type { DragEvent, KeyboardEvent } from 'react';
import type { KeyboardMove } from '../../../s1000d/publication/pm-edit.ts';
import type { RefStatus } from '../../../s1000d/publication/pm-flatten.ts';
import type { PmEntryNode, PmNode } from '../../../s1000d/publication/pm-nodes.ts';

/** What a drop onto the tree brings: a node of the tree, or data modules of the library. */
export const DRAG_NODE = 'application/x-ips-pm-node';
export const DRAG_MODULES = 'application/x-ips-data-modules';

type Props = {
  entries: readonly PmEntryNode[];
  selected: string | null;
  statuses: ReadonlyMap<string, RefStatus>;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onKeyMove: (id: string, move: KeyboardMove) => void;
  /** A drop onto `target`: into it when it is an entry, else just before it. */
  onDrop: (target: PmNode, data: { node?: string; modules?: string[] }) => void;
};

const KEY_MOVES: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

const STATUS_TEXT: Record<RefStatus['status'], string> = {
  resolved: '',
  missing: 'Not in the project',
  otherIssue: 'Other issue in the project',
};

/**
 * The pmEntry tree (an ARIA tree). Arrow keys walk it; Alt with an arrow moves the chosen item
 * (up, down, indent into the entry above, outdent); items drag onto entries and before items,
 * and data modules drag in from the library. Unresolved references are marked as they appear.
 */
export function PmTreeView({ entries, selected, statuses, readOnly, ...on }: Props) {
  const order: string[] = [];
  const collect = (nodes: readonly PmNode[]) => {
    for (const n of nodes) {
      order.push(n.id);
      if (n.kind === 'entry') collect(n.children);
    }
  };
  collect(entries);

  const onKeyDown = (event: KeyboardEvent, node: PmNode) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.altKey) {
      if (!readOnly) on.onKeyMove(node.id, move);
      return;
    }
    const at = order.indexOf(node.id);
    const next = move === 'up' ? order[at - 1] : move === 'down' ? order[at + 1] : undefined;
    if (next) {
      on.onSelect(next);
      document.getElementById(`pm-node-${next}`)?.focus();
    }
  };
  const onDrop = (event: DragEvent, node: PmNode) => {
    event.preventDefault();
    event.stopPropagation();
    const moved = event.dataTransfer.getData(DRAG_NODE);
    const modules = event.dataTransfer.getData(DRAG_MODULES);
    if (moved) on.onDrop(node, { node: moved });
    else if (modules) on.onDrop(node, { modules: JSON.parse(modules) as string[] });
  };

  const item = (node: PmNode, level: number) => {
    const status =
      node.kind === 'dmRef' || node.kind === 'pmRef' ? statuses.get(node.id) : undefined;
    const warning = status && status.status !== 'resolved' ? STATUS_TEXT[status.status] : '';
    const label =
      node.kind === 'entry'
        ? `${node.title || '(untitled entry)'}${node.pmEntryType ? ` (${node.pmEntryType})` : ''}`
        : `${node.title || node.kind}${warning ? `, ${warning.toLowerCase()}` : ''}`;
    return (
      <li
        key={node.id}
        id={`pm-node-${node.id}`}
        role="treeitem"
        aria-level={level}
        aria-selected={node.id === selected}
        aria-expanded={node.kind === 'entry' ? true : undefined}
        aria-label={label}
        tabIndex={node.id === selected || (!selected && node.id === order[0]) ? 0 : -1}
        draggable={!readOnly}
        onClick={(e) => {
          e.stopPropagation();
          on.onSelect(node.id);
        }}
        onKeyDown={(e) => onKeyDown(e, node)}
        onDragStart={(e) => {
          e.stopPropagation();
          e.dataTransfer.setData(DRAG_NODE, node.id);
          e.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(e) => {
          if (!readOnly) e.preventDefault();
        }}
        onDrop={(e) => onDrop(e, node)}
        className="outline-none"
      >
        <div
          className={`flex items-center gap-2 rounded px-2 py-1 text-sm ${
            node.id === selected ? 'bg-sky-100 ring-2 ring-sky-500' : 'hover:bg-slate-50'
          }`}
        >
          {node.kind === 'entry' ? (
            <span className="font-medium text-slate-900">
              {node.title || <em className="text-slate-700">(untitled entry)</em>}
              {node.pmEntryType && (
                <span className="ml-2 font-mono text-xs text-slate-700">{node.pmEntryType}</span>
              )}
            </span>
          ) : (
            <span className="min-w-0">
              <span className="mr-2 font-mono text-xs break-all text-slate-600">
                {node.kind === 'externalPubRef' ? 'external' : node.ref}
              </span>
              <span className="text-slate-900">{node.title}</span>
              {warning && (
                <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900">
                  {warning}
                </span>
              )}
            </span>
          )}
        </div>
        {node.kind === 'entry' && node.children.length > 0 && (
          <ul role="group" className="ml-5 border-l border-slate-200 pl-1">
            {node.children.map((c) => item(c, level + 1))}
          </ul>
        )}
      </li>
    );
  };
  return (
    <ul role="tree" aria-label="Publication entries" className="flex flex-col gap-0.5">
      {entries.map((e) => item(e, 1))}
    </ul>
  );
}
