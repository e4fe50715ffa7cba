import { formatBytes } from '../../../s1000d/csdb/limits.ts';
import type { SchemaSetSummary } from '../../../s1000d/schemas/schema-set.ts';
import { TableHead } from '../../../ui/table-head.tsx';

/** A set as the table shows it, wherever it is kept. */
export type SchemaSetRow = { summary: SchemaSetSummary; storedAt: Date | string | null };

type Props = {
  sets: readonly SchemaSetRow[];
  label: string;
  /** The action of each row ("Remove", "Move to Bike"); none when the user may not act. */
  action?: { name: (issue: string) => string; run: (issue: string) => void };
  busy: boolean;
  empty: string;
};

const dayOf = (at: Date | string | null) =>
  at === null ? '' : (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** Stored schema sets: issue, how many files, where they came from, and one action. */
export function SchemaSetTable({ sets, label, action, busy, empty }: Props) {
  if (sets.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <TableHead
        className="text-slate-600"
        cellClassName="py-1 font-medium"
        gapClassName="pr-3"
        columns={['Issue', 'Schemas', 'Folder', 'Added']}
        actionsLabel="Actions"
      />
      <tbody>
        {sets.map(({ summary, storedAt }) => (
          <tr key={summary.issue} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              S1000D Issue {summary.issue}
            </th>
            <td className="py-1 pr-3">
              {summary.files} files, {formatBytes(summary.bytes)}
            </td>
            <td className="py-1 pr-3 font-mono text-xs">{summary.folder || '(top)'}</td>
            <td className="py-1 pr-3">{dayOf(storedAt)}</td>
            <td className="py-1">
              {action && (
                <button
                  type="button"
                  className="btn-secondary px-3 py-1"
                  disabled={busy}
                  onClick={() => action.run(summary.issue)}
                >
                  {action.name(summary.issue)}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
