import type { ReactNode } from 'react';

type Props = {
  columns: readonly ReactNode[];
  /** The head's own classes (colour, border, background). */
  className?: string;
  /** The classes of every column name. */
  cellClassName?: string;
  /** The space after each column name but the last, as between the cells below. */
  gapClassName?: string;
  /** The indexes of the columns of numbers: their names align right, like the numbers. */
  numeric?: readonly number[];
  /** A last column of buttons, named for screen readers only (e.g. 'Actions'). */
  actionsLabel?: string;
};

/** A table's column names, one header cell each (scope col). */
export function TableHead({
  columns,
  className,
  cellClassName,
  gapClassName,
  numeric = [],
  actionsLabel,
}: Props) {
  const last = actionsLabel === undefined ? columns.length - 1 : columns.length;
  const classOf = (i: number) =>
    [cellClassName, i < last && gapClassName, numeric.includes(i) && 'text-right']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={classOf(i)}>
            {column}
          </th>
        ))}
        {actionsLabel !== undefined && (
          <th scope="col" className={classOf(last)}>
            <span className="sr-only">{actionsLabel}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
