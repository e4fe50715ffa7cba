import { useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { checkCctModel, type CctModel } from '../../../s1000d/applic/act-cct-model.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { MessageList } from '../common/message-list.tsx';
import { CondTypesTable } from './cond-types-table.tsx';
import { saveTable } from './save-table.ts';
import { Panel } from '../../../ui/panel.tsx';

type Props = {
  backend: Backend;
  projectId: string;
  row: ObjectListing;
  model: CctModel;
  author: Actor | null;
  /** Kept by the page: saving makes a new issue, which the page reads into a new editor. */
  saved: string | null;
  onSaved: (message: string | null) => void;
};

/** The CCT: condition types with their values, and conditions of those types; add, remove. */
export function CctEditor({
  backend,
  projectId,
  row,
  model: initial,
  author,
  saved,
  onSaved,
}: Props) {
  const [model, setModel] = useState(initial);
  const [draft, setDraft] = useState({ id: '', name: '', typeId: initial.types[0]?.id ?? '' });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSubmit(
    async () => {
      onSaved(null);
      const found = checkCctModel(model);
      setProblems(found);
      if (found.length || !author) return;
      onSaved(await saveTable(backend, projectId, row, { cct: model }, author));
    },
    (failure) => `The CCT could not be saved: ${(failure as Error).message}. Nothing changed.`,
  );
  const typeName = (id: string) => model.types.find((t) => t.id === id)?.name ?? id;
  return (
    <Panel id="cct-title" title={<>Conditions (CCT {row.c})</>} className="flex flex-col gap-3">
      <CondTypesTable
        types={model.types}
        onChange={(types) => setModel({ ...model, types })}
        onRemove={(id) =>
          setModel({
            types: model.types.filter((t) => t.id !== id),
            conds: model.conds.filter((c) => c.typeId !== id),
          })
        }
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
          setModel({ ...model, conds: [...model.conds, { ...draft, descr: '' }] });
          setDraft({ ...draft, id: '', name: '' });
        }}
      >
        <TextField
          label="New condition id"
          value={draft.id}
          onChange={(e) => setDraft({ ...draft, id: e.target.value.trim() })}
        />
        <TextField
          label="New condition name"
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <SelectField
          label="Condition type"
          value={draft.typeId}
          options={model.types.map((t) => t.id)}
          labels={typeName}
          onChange={(typeId) => setDraft({ ...draft, typeId })}
        />
        <button type="submit" className="btn-secondary">
          Add the condition
        </button>
      </form>
      <MessageList label="Why the CCT was not saved" items={problems} alert />
      <div>
        <button
          type="button"
          className="btn-primary"
          disabled={save.busy || !author}
          onClick={() => void save.submit()}
        >
          {save.busy ? 'Saving...' : 'Save the CCT'}
        </button>
      </div>
      <ErrorMessage text={save.error} plain />
      {saved && (
        <p role="status" className="text-sm text-green-800">
          {saved}
        </p>
      )}
    </Panel>
  );
}
