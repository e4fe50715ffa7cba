import type { ReactNode } from 'react';

type Props<T> = {
  rows: T[];
  onChange: (rows: T[]) => void;
  /** The row "Add" appends. */
  blank: T;
  addLabel: string;
  rowClassName: string;
  /** A row's inputs; `set` merges a change into that row. */
  children: (row: T, index: number, set: (patch: Partial<T>) => void) => ReactNode;
};

/** A list the author grows and shrinks: each row's inputs and its Remove, then an Add button. */
export function EditableRows<T>({
  rows,
  onChange,
  blank,
  addLabel,
  rowClassName,
  children,
}: Props<T>) {
  const set = (i: number, patch: Partial<T>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-2">
      {rows.map((row, i) => (
        <div key={i} className={rowClassName}>
          {children(row, i, (patch) => set(i, patch))}
          <button
            type="button"
            className="text-red-700 underline"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="self-start text-sm text-blue-700 underline"
        onClick={() => onChange([...rows, blank])}
      >
        {addLabel}
      </button>
    </div>
  );
}
