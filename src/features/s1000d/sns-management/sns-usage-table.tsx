import type { SnsUsageNode } from '../../../s1000d/sns/sns-usage.ts';

const flatten = (nodes: readonly SnsUsageNode[]): SnsUsageNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

type Props = {
  tree: readonly SnsUsageNode[];
  /** Given to authors: "New…" on each node starts a data module there. */
  onNew?: ((sns: string) => void) | undefined;
  /** Given where the project's own SNS may be changed: "Change…" retitles or renumbers. */
  onEdit?: ((node: SnsUsageNode) => void) | undefined;
};

/** The SNS as an indented table: each node's code, title and data modules in its subtree. */
export function SnsUsageTable({ tree, onNew, onEdit }: Props) {
  return (
    <table aria-label="SNS tree" className="w-full text-left text-sm">
      <thead className="text-slate-600">
        <tr>
          <th className="py-1 pr-3 font-medium">SNS</th>
          <th className="py-1 pr-3 font-medium">Title</th>
          <th className="py-1 text-right font-medium">Data modules</th>
          {(onNew || onEdit) && (
            <th className="py-1 pl-3">
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {flatten(tree).map((n) => (
          <tr
            key={n.sns}
            className={`border-t border-slate-100 ${n.total === 0 ? 'text-slate-500' : ''}`}
          >
            <th
              scope="row"
              className="py-1 pr-3 font-mono font-normal"
              style={{ paddingLeft: `${n.level * 1.25}rem` }}
            >
              {n.sns}
            </th>
            <td className="py-1 pr-3">{n.title}</td>
            <td className="py-1 text-right tabular-nums">{n.total}</td>
            {(onNew || onEdit) && (
              <td className="flex gap-3 py-1 pl-3">
                {onNew && (
                  <button
                    type="button"
                    className="text-blue-700 underline"
                    aria-label={`New data module at ${n.sns}`}
                    onClick={() => onNew(n.sns)}
                  >
                    New…
                  </button>
                )}
                {onEdit && (
                  <button
                    type="button"
                    className="text-blue-700 underline"
                    aria-label={`Change ${n.sns}`}
                    onClick={() => onEdit(n)}
                  >
                    Change…
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
