import { useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { checkActModel, type AttributeDef } from '../../../s1000d/applic/act-cct-model.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { MessageList } from '../common/message-list.tsx';
import { IdNameValuesFields } from './id-name-values-fields.tsx';
import { saveTable } from './save-table.ts';
import { Panel } from '../../../ui/panel.tsx';

type Props = {
  backend: Backend;
  projectId: string;
  row: ObjectListing;
  attributes: AttributeDef[];
  author: Actor | null;
  /** Kept by the page: saving makes a new issue, which the page reads into a new editor. */
  saved: string | null;
  onSaved: (message: string | null) => void;
};

const blank = { id: '', name: '', values: '' };

/** The attribute's other XML attributes with valuePattern set, or gone when emptied. */
function withPattern(a: AttributeDef, pattern: string) {
  const others = { ...a.xmlAttributes };
  delete others.valuePattern;
  return pattern ? { ...others, valuePattern: pattern } : others;
}

/** The ACT's product attributes: values (a|b, low~high), the primary identifier; add, remove. */
export function ActEditor({
  backend,
  projectId,
  row,
  attributes: initial,
  author,
  saved,
  onSaved,
}: Props) {
  const [attributes, setAttributes] = useState(initial);
  const [draft, setDraft] = useState(blank);
  const [problems, setProblems] = useState<string[]>([]);
  const change = (i: number, patch: Partial<AttributeDef>) =>
    setAttributes(attributes.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const save = useSubmit(
    async () => {
      onSaved(null);
      const found = checkActModel(attributes);
      setProblems(found);
      if (found.length || !author) return;
      onSaved(await saveTable(backend, projectId, row, { attributes }, author));
    },
    (failure) => `The ACT could not be saved: ${(failure as Error).message}. Nothing changed.`,
  );
  return (
    <Panel
      id="act-title"
      title={<>Product attributes (ACT {row.c})</>}
      className="flex flex-col gap-3"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Product attributes</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Allowed values</th>
            <th scope="col">Value pattern</th>
            <th scope="col">Primary identifier</th>
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((a, i) => (
            <tr key={`${a.id}-${i}`} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-mono">{a.id}</td>
              <td className="py-1 pr-2">
                <input
                  className="field"
                  aria-label={`Name of ${a.id}`}
                  value={a.name}
                  onChange={(e) => change(i, { name: e.target.value })}
                />
              </td>
              <td className="py-1 pr-2">
                <input
                  className="field"
                  aria-label={`Description of ${a.id}`}
                  value={a.descr}
                  onChange={(e) => change(i, { descr: e.target.value })}
                />
              </td>
              <td className="py-1 pr-2">
                <input
                  className="field"
                  aria-label={`Allowed values of ${a.id}`}
                  value={a.values}
                  placeholder="any value"
                  onChange={(e) => change(i, { values: e.target.value.trim() })}
                />
              </td>
              <td className="py-1 pr-2">
                <input
                  className="field"
                  aria-label={`Value pattern of ${a.id}`}
                  value={a.xmlAttributes?.valuePattern ?? ''}
                  placeholder="none"
                  onChange={(e) => change(i, { xmlAttributes: withPattern(a, e.target.value) })}
                />
              </td>
              <td className="py-1 pr-2">
                <input
                  type="radio"
                  name="primary"
                  aria-label={`${a.id} is the primary identifier`}
                  checked={a.primary}
                  onChange={() =>
                    setAttributes(attributes.map((b, j) => ({ ...b, primary: j === i })))
                  }
                />
              </td>
              <td className="py-1">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => setAttributes(attributes.filter((_, j) => j !== i))}
                >
                  Remove {a.id}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Add a product attribute"
        onSubmit={(e) => {
          e.preventDefault();
          setAttributes([...attributes, { ...draft, displayName: '', descr: '', primary: false }]);
          setDraft(blank);
        }}
      >
        <IdNameValuesFields
          labels={{
            id: 'New attribute id',
            name: 'New attribute name',
            values: 'New attribute values',
          }}
          value={draft}
          onChange={setDraft}
        />
        <button type="submit" className="btn-secondary">
          Add the attribute
        </button>
      </form>
      <MessageList label="Why the ACT was not saved" items={problems} alert />
      {!author && (
        <p className="text-sm text-slate-700">
          Only the project&apos;s authors can change the ACT.
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn-primary"
          disabled={save.busy || !author}
          onClick={() => void save.submit()}
        >
          {save.busy ? 'Saving...' : 'Save the ACT'}
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
