import type { ReactNode } from 'react';
import { TableHead } from '../../../ui/table-head.tsx';
import { AddIdNameValuesForm, type IdNameValues } from './id-name-values-fields.tsx';

type Props<T extends { id: string }> = {
  /** The table's name: shown above it, or only to screen readers when `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  /** The column names after "Id". */
  columns: readonly string[];
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The cells after the row's id, editing it through `change`. */
  cells: (row: T, change: (patch: Partial<T>) => void, i: number) => ReactNode;
  removeLabel: (row: T) => string;
  /** Removes more than the row (a type's conditions); by default the row alone goes. */
  onRemove?: (row: T) => void;
  /** The form under the table that adds a row (see AddIdNameValuesForm). */
  add: { formLabel: string; noun: string; submitLabel: string };
  /** The row an added id, name and values make. */
  newRow: (added: IdNameValues) => T;
  /** What adding a row would get wrong in the table: the add is refused on it. */
  addProblems: (rows: T[]) => readonly string[];
};

/**
 * The ACT's attributes and the CCT's condition types: one row an id, its fields edited in place,
 * a Remove button, and a form under the table that adds a row unless the check refuses it.
 */
export function IdRowsTable<T extends { id: string }>(props: Props<T>) {
  const { rows, onChange, cells, newRow, addProblems } = props;
  const change = (i: number) => (patch: Partial<T>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const remove = (i: number) =>
    props.onRemove ? props.onRemove(rows[i]!) : onChange(rows.filter((_, j) => j !== i));
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-left text-sm">
        <caption className={props.captionHidden ? 'sr-only' : 'text-left font-medium'}>
          {props.caption}
        </caption>
        <TableHead columns={['Id', ...props.columns]} actionsLabel="Remove" />
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.id}-${i}`} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-mono">{r.id}</td>
              {cells(r, change(i), i)}
              <td className="py-1">
                <button type="button" className="btn-secondary" onClick={() => remove(i)}>
                  {props.removeLabel(r)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AddIdNameValuesForm
        {...props.add}
        onAdd={(added) => {
          const next = [...rows, newRow(added)];
          const refused = addProblems(next);
          if (!refused.length) onChange(next);
          return refused;
        }}
      />
    </div>
  );
}
