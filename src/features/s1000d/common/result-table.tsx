import type { ReactNode } from 'react';

type Props = {
  /** Names the table for screen readers; shown only when captionClassName is given. */
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly ReactNode[];
  /** The rows (tr elements). */
  children: ReactNode;
  bodyClassName?: string;
  /** The scrolling of the frame: across by default, or a height that scrolls both ways. */
  frameClassName?: string;
  /** Keeps the column names in view while a tall table scrolls. */
  stickyHead?: boolean;
  /** A line under the table, inside its frame (how many rows were left out, say). */
  after?: ReactNode;
};

/** The framed results table of the S1000D tools: a caption, upper-case column names, rows. */
export function ResultTable({
  caption,
  captionClassName = 'sr-only',
  columns,
  children,
  bodyClassName = 'divide-y divide-slate-100',
  frameClassName = 'overflow-x-auto',
  stickyHead,
  after,
}: Props) {
  return (
    <div className={`${frameClassName} rounded-lg border border-slate-200 bg-white`}>
      <table className="w-full text-left text-sm">
        <caption className={captionClassName}>{caption}</caption>
        <thead
          className={`${stickyHead ? 'sticky top-0 ' : ''}bg-slate-50 text-xs text-slate-700 uppercase`}
        >
          <tr>
            {columns.map((column, i) => (
              <th key={i} className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
