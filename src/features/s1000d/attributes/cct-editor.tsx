import { useState } from 'react';
import {
  checkCctModel,
  problemsAdded,
  type CctModel,
} from '../../../s1000d/applic/act-cct-model.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { CellInput } from '../common/cell-input.tsx';
import { IdRowsTable } from './id-rows-table.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { TableSaveFooter } from './table-save-footer.tsx';
import { useTableSave, type TableEditorProps } from './use-table-save.ts';

type Props = TableEditorProps & { model: CctModel };

/** The CCT: condition types with their values, and conditions of those types; add, remove. */
export function CctEditor(props: Props) {
  const { row } = props;
  const [model, setModel] = useState(props.model);
  const [draft, setDraft] = useState({ id: '', name: '', typeId: props.model.types[0]?.id ?? '' });
  const [addRefused, setAddRefused] = useState<readonly string[]>([]);
  const editDraft = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    setAddRefused([]);
  };
  const refusedIn = (next: CctModel) => problemsAdded(checkCctModel(model), checkCctModel(next));
  const saving = useTableSave(
    props,
    'CCT',
    () => checkCctModel(model),
    () => ({ cct: model }),
  );
  const typeName = (id: string) => model.types.find((t) => t.id === id)?.name ?? id;
  return (
    <Panel id="cct-title" title={<>Conditions (CCT {row.c})</>} className="flex flex-col gap-3">
      <IdRowsTable
        caption="Condition types"
        columns={['Name', 'Allowed values']}
        rows={model.types}
        onChange={(types) => setModel({ ...model, types })}
        cells={(t, change) => (
          <>
            <CellInput
              label={`Name of condition type ${t.id}`}
              value={t.name}
              onChange={(v) => change({ name: v })}
            />
            <CellInput
              label={`Allowed values of condition type ${t.id}`}
              value={t.values}
              placeholder="any value"
              onChange={(v) => change({ values: v.trim() })}
            />
          </>
        )}
        removeLabel={(t) => `Remove type ${t.id} and its conditions`}
        onRemove={(t) =>
          setModel({
            types: model.types.filter((type) => type.id !== t.id),
            conds: model.conds.filter((c) => c.typeId !== t.id),
          })
        }
        add={{
          formLabel: 'Add a condition type',
          noun: 'condition type',
          submitLabel: 'Add a condition type',
        }}
        newRow={(added) => ({ ...added, descr: '' })}
        addProblems={(types) => refusedIn({ ...model, types })}
      />
      <ul className="flex flex-col gap-1 text-sm" aria-label="Conditions">
        {model.conds.map((c, i) => (
          <li key={`${c.id}-${i}`} className="flex items-center gap-3">
            <span className="font-mono">{c.id}</span>
            <input
              className="field"
              aria-label={`Name of ${c.id}`}
              value={c.name}
              onChange={(e) =>
                setModel({
                  ...model,
                  conds: model.conds.map((d, j) => (j === i ? { ...d, name: e.target.value } : d)),
                })
              }
            />
            ({typeName(c.typeId)})
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setModel({ ...model, conds: model.conds.filter((_, j) => j !== i) })}
            >
              Remove {c.id}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Add a condition"
        onSubmit={(e) => {
          e.preventDefault();
          const next = { ...model, conds: [...model.conds, { ...draft, descr: '' }] };
          const refused = refusedIn(next);
          setAddRefused(refused);
          if (refused.length) return;
          setModel(next);
          setDraft({ ...draft, id: '', name: '' });
        }}
      >
        <TextField
          label="New condition id"
          value={draft.id}
          onChange={(e) => editDraft({ id: e.target.value.trim() })}
        />
        <TextField
          label="New condition name"
          value={draft.name}
          onChange={(e) => editDraft({ name: e.target.value })}
        />
        <SelectField
          label="Condition type"
          value={draft.typeId}
          options={model.types.map((t) => t.id)}
          labels={typeName}
          onChange={(typeId) => editDraft({ typeId })}
        />
        <button type="submit" className="btn-secondary">
          Add the condition
        </button>
        <ErrorMessage plain className="basis-full" text={addRefused.join(' ')} />
      </form>
      <TableSaveFooter saving={saving} />
    </Panel>
  );
}
