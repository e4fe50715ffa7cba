import type { CondTypeDef } from '../../../s1000d/applic/act-cct-model.ts';
import { AddIdNameValuesForm } from './id-name-values-fields.tsx';
import { CellInput } from './cell-input.tsx';
import { TableHead } from '../../../ui/table-head.tsx';

type Props = {
  types: CondTypeDef[];
  onChange: (types: CondTypeDef[]) => void;
  /** What adding this type would get wrong in the CCT: the add is refused on it. */
  addProblems: (types: CondTypeDef[]) => readonly string[];
  /** Removes the type and the conditions of that type. */
  onRemove: (id: string) => void;
};

/** The CCT's condition types: names and allowed values edited in place; add, remove. */
export function CondTypesTable({ types, onChange, addProblems, onRemove }: Props) {
  const change = (i: number, patch: Partial<CondTypeDef>) =>
    onChange(types.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium">Condition types</caption>
        <TableHead columns={['Id', 'Name', 'Allowed values']} actionsLabel="Remove" />
        <tbody>
          {types.map((t, i) => (
            <tr key={`${t.id}-${i}`} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-mono">{t.id}</td>
              <CellInput
                label={`Name of condition type ${t.id}`}
                value={t.name}
                onChange={(v) => change(i, { name: v })}
              />
              <CellInput
                label={`Allowed values of condition type ${t.id}`}
                value={t.values}
                placeholder="any value"
                onChange={(v) => change(i, { values: v.trim() })}
              />
              <td className="py-1">
                <button type="button" className="btn-secondary" onClick={() => onRemove(t.id)}>
                  Remove type {t.id} and its conditions
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AddIdNameValuesForm
        formLabel="Add a condition type"
        noun="condition type"
        submitLabel="Add a condition type"
        onAdd={(added) => {
          const next = [...types, { ...added, descr: '' }];
          const refused = addProblems(next);
          if (!refused.length) onChange(next);
          return refused;
        }}
      />
    </div>
  );
}
