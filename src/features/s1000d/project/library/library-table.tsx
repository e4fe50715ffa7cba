import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { PreparedRow, Sort, SortKey } from '../../common/library-rows.ts';
import type { SchemaCell } from '../../common/schema-status.ts';

type Props = {
  rows: PreparedRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
  active: string | null;
  onOpen: (key: string) => void;
  /** Each object's schema status; the link to upload a missing set names the project. */
  schema: ReadonlyMap<string, SchemaCell>;
  projectId: string;
};

const COLUMNS: { key: SortKey; label: string; width: string }[] = [
  { key: 'code', label: 'Code', width: 'w-[38%]' },
  { key: 'title', label: 'Title', width: 'flex-1' },
  { key: 'issue', label: 'Issue', width: 'w-20' },
  { key: 'date', label: 'Date', width: 'w-24' },
  { key: 'kind', label: 'Kind', width: 'w-16' },
  { key: 'brex', label: 'BREX', width: 'w-28' },
];

const ROW_HEIGHT = 40;

const BREX_TONE: Record<PreparedRow['brexStatus']['key'], string> = {
  passed: 'text-green-800',
  failed: 'font-semibold text-red-700',
  'not checked': 'text-slate-500',
  'out of date': 'text-amber-800',
  'not checked in full': 'text-amber-800',
};

const SCHEMA_TONE: Record<SchemaCell['key'], string> = {
  valid: 'text-green-800',
  invalid: 'font-semibold text-red-700',
  problem: 'text-amber-800',
  missingSet: 'text-amber-800',
  checking: 'text-slate-500',
};

/** The library as a grid whose rows are rendered only when in view: 5,000 rows stay fast. */
export function LibraryTable({
  rows,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  active,
  onOpen,
  schema,
  projectId,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer hands back fresh functions each render; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.row.k));
  return (
    <div
      role="grid"
      aria-label="Objects"
      aria-rowcount={rows.length + 1}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <div
        role="row"
        aria-rowindex={1}
        className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-700 uppercase"
      >
        <span role="columnheader" className="w-6">
          <input
            type="checkbox"
            aria-label="Select all shown"
            checked={allChecked}
            onChange={onToggleAll}
          />
        </span>
        {COLUMNS.map((column) => (
          <span
            key={column.key}
            role="columnheader"
            aria-sort={
              sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'
            }
            className={column.width}
          >
            <button
              type="button"
              className="inline-flex items-center gap-1 uppercase"
              onClick={() =>
                onSort({ key: column.key, descending: sort.key === column.key && !sort.descending })
              }
            >
              {column.label}
              {sort.key === column.key &&
                (sort.descending ? (
                  <ArrowDown aria-hidden className="h-3 w-3" />
                ) : (
                  <ArrowUp aria-hidden className="h-3 w-3" />
                ))}
            </button>
          </span>
        ))}
        <span role="columnheader" className="w-40">
          Schema
        </span>
      </div>
      <div ref={scroller} className="h-[32rem] overflow-auto" data-testid="library-scroller">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const entry = rows[item.index]!;
            const { row } = entry;
            return (
              <div
                key={row.k}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={active === row.k}
                className={`absolute inset-x-0 flex items-center gap-2 border-b border-slate-100 px-3 text-sm ${
                  active === row.k ? 'bg-blue-50' : 'hover:bg-slate-50'
                } ${entry.deleted ? 'text-slate-400 line-through' : 'text-slate-800'}`}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <span role="gridcell" className="w-6">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.k}`}
                    checked={selected.has(row.k)}
                    onChange={() => onToggle(row.k)}
                  />
                </span>
                <span role="gridcell" className="w-[38%] truncate font-mono text-xs">
                  <button
                    type="button"
                    className="truncate text-left text-blue-800 hover:underline"
                    title={row.k}
                    onClick={() => onOpen(row.k)}
                  >
                    {row.k}
                  </button>
                </span>
                <span role="gridcell" className="flex-1 truncate" title={row.n}>
                  {row.n}
                </span>
                <span role="gridcell" className="w-20 font-mono text-xs">
                  {entry.issue}
                  {entry.status === 'in work' && (
                    <span className="ml-1 text-amber-700" title="In work">
                      ●
                    </span>
                  )}
                </span>
                <span role="gridcell" className="w-24 text-xs">
                  {row.d ?? ''}
                </span>
                <span role="gridcell" className="w-16 text-xs uppercase">
                  {row.t}
                </span>
                <span
                  role="gridcell"
                  className={`w-28 truncate text-xs ${BREX_TONE[entry.brexStatus.key]}`}
                  title={entry.brexStatus.detail}
                >
                  {entry.brexStatus.label}
                </span>
                <SchemaStatusCell cell={schema.get(row.k)} projectId={projectId} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function SchemaStatusCell({ cell, projectId }: { cell?: SchemaCell; projectId: string }) {
  if (!cell) return <span role="gridcell" className="w-40" />;
  return (
    <span
      role="gridcell"
      className={`w-40 truncate text-xs ${SCHEMA_TONE[cell.key]}`}
      title={cell.detail}
    >
      {cell.key === 'missingSet' ? (
        <Link
          className="underline"
          to={`/tools/schema-manager?project=${encodeURIComponent(projectId)}`}
          aria-label={`Upload the S1000D ${cell.issue} schema set`}
        >
          upload the S1000D {cell.issue} schema set
        </Link>
      ) : (
        cell.label
      )}
    </span>
  );
}
