import { formatBytes } from '../../../s1000d/csdb/limits.ts';
import type { StoredSchemaSet } from '../common/schema-set-store.ts';

type Props = {
  sets: readonly StoredSchemaSet[];
  onRemove: (issue: string) => void;
  busy: boolean;
};

/** The stored schema sets: issue, where the files came from, how many, and removal. */
export function SchemaSetTable({ sets, onRemove, busy }: Props) {
  if (sets.length === 0)
    return <p className="text-sm text-slate-600">No schema set yet: add one below.</p>;
  return (
    <table aria-label="Schema sets" className="w-full text-left text-sm">
      <thead className="text-slate-600">
        <tr>
          <th className="py-1 pr-3 font-medium">Issue</th>
          <th className="py-1 pr-3 font-medium">Schemas</th>
          <th className="py-1 pr-3 font-medium">Folder</th>
          <th className="py-1 pr-3 font-medium">Added</th>
          <th className="py-1 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sets.map(({ set, summary, storedAt }) => (
          <tr key={set.issue} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              S1000D Issue {set.issue}
            </th>
            <td className="py-1 pr-3">
              {summary.files} files, {formatBytes(summary.bytes)}
            </td>
            <td className="py-1 pr-3 font-mono text-xs">{summary.folder || '(top)'}</td>
            <td className="py-1 pr-3">{storedAt.slice(0, 10)}</td>
            <td className="py-1">
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={busy}
                onClick={() => onRemove(set.issue)}
              >
                Remove Issue {set.issue}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
