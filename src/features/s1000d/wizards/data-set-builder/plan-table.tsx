import type { PlannedModule } from '../../../../s1000d/planning/data-set-plan.ts';
import { TableHead } from '../../../../ui/table-head.tsx';

type Props = {
  modules: readonly PlannedModule[];
  /** Codes of data modules the library already holds. */
  existing: ReadonlySet<string>;
  onRemove: (code: string) => void;
  /** Given to authors: "New…" on a module the library lacks creates it and opens the editor. */
  onNew?: ((module: PlannedModule) => void) | undefined;
};

/** The planned data modules: code, title, schema, whether the library has it; each removable. */
export function PlanTable({ modules, existing, onRemove, onNew }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Planned data modules</caption>
        <TableHead
          className="border-b border-slate-200 text-slate-600"
          cellClassName="py-2"
          gapClassName="pr-4"
          columns={['Data module code', 'Title', 'Schema', 'In the library']}
          actionsLabel="Actions"
        />
        <tbody>
          {modules.map((m) => (
            <tr key={m.code} className="border-b border-slate-100">
              <td className="py-1 pr-4 font-mono text-xs">{m.code}</td>
              <td className="py-1 pr-4">
                {m.techName} - {m.infoName}
              </td>
              <td className="py-1 pr-4">{m.schema}</td>
              <td className="py-1 pr-4">{existing.has(m.code) ? 'Yes' : 'No'}</td>
              <td className="flex gap-3 py-1">
                {onNew && !existing.has(m.code) && (
                  <button
                    type="button"
                    className="text-blue-700 underline"
                    aria-label={`New data module ${m.code}`}
                    onClick={() => onNew(m)}
                  >
                    New…
                  </button>
                )}
                <button
                  type="button"
                  className="text-blue-700 underline"
                  aria-label={`Remove ${m.code}`}
                  onClick={() => onRemove(m.code)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
