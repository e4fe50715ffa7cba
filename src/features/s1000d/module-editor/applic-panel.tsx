import { useEffect, useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { ApplicGroup, ApplicNode } from '../../../s1000d/applic/applic-statement.ts';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StatementBuilder } from '../common/applic-statement/statement-builder.tsx';
import { newRoot, statementOf } from '../common/applic-statement/statement-tree.ts';
import { useApplicTables } from '../common/use-applic-tables.ts';
import type { EditorWorker } from './use-editor-worker.ts';
import { SideSection } from './side-section.tsx';

export type ApplicPlaceChoice = 'module' | 'cursor';
const PLACES = ['module', 'cursor'] as const;
const PLACE_LABEL = {
  module: 'The whole data module (its applic)',
  cursor: 'The element at the cursor (applicRefId)',
} as const;
const ANSWER = { true: 'yes', false: 'no', unknown: 'not decided' } as const;

type Preview = Awaited<ReturnType<EditorWorker['applicPreview']>>;
type Props = {
  backend: Backend | null | undefined;
  projectId: string;
  rows: readonly ObjectListing[];
  worker: EditorWorker;
  /** Writes the statement into the text; resolves to what was done, rejects with why not. */
  onSet: (
    statement: ApplicNode,
    properties: ApplicProperty[],
    place: ApplicPlaceChoice,
  ) => Promise<string>;
};

/**
 * Applicability picked from the project's ACT (product attributes) and CCT (conditions), in
 * AND/OR groups, for the module or the element at the cursor; the display text and the PCT
 * products it holds for are shown as the author builds it.
 */
export function ApplicPanel({ backend, projectId, rows, worker, onSet }: Props) {
  const { tables, error } = useApplicTables(backend, projectId, rows);
  const [root, setRoot] = useState<ApplicGroup>(newRoot);
  const [place, setPlace] = useState<ApplicPlaceChoice>('module');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const statement = statementOf(root);

  useEffect(() => {
    if (!tables) return;
    let live = true;
    worker.applicPreview(statement, tables.properties, tables.products).then(
      (p) => live && setPreview(p),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
    // The statement is derived from root.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [worker, tables, root]);

  if (error) return <ErrorMessage text={error} />;
  if (!tables) return <p className="text-sm text-slate-600">Reading the ACT, CCT and PCT…</p>;
  if (tables.properties.length === 0)
    return (
      <p className="text-sm text-slate-600">
        This project has no ACT or CCT: define its product attributes and conditions in Attributes
        to pick applicability here.
      </p>
    );
  const applying = preview?.products ?? [];
  return (
    <SideSection id="applic-heading" title="Applicability">
      <StatementBuilder
        root={root}
        properties={tables.properties}
        onChange={(next) => {
          setRoot(next);
          setDone(null);
          setRefused(null);
        }}
        displayText={preview?.displayText ?? ''}
        displayTextLabel="Applicability display text"
      />
      {applying.length > 0 && (
        <ul aria-label="PCT products" className="flex flex-wrap gap-x-3 text-xs text-slate-700">
          {applying.map((p) => (
            <li key={p.name}>
              {p.name}: {ANSWER[String(p.applies) as keyof typeof ANSWER]}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Applies to"
          value={place}
          options={PLACES}
          labels={PLACE_LABEL}
          onChange={setPlace}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            void onSet(statement, tables.properties, place).then(
              (message) => {
                setDone(message);
                setRefused(null);
              },
              (cause: Error) => {
                setRefused(cause.message);
                setDone(null);
              },
            )
          }
        >
          Set applicability
        </button>
      </div>
      {done && <p role="status">{done}</p>}
      <ErrorMessage text={refused} plain />
    </SideSection>
  );
}
