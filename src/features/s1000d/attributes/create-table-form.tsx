import { useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor, S1000dProject } from '../../../data/s1000d-store-types.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { MessageList } from '../common/message-list.tsx';
import { newTableInWorker } from '../common/applic-worker-client.ts';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { IdNameValuesFields } from './id-name-values-fields.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Props = {
  kind: 'act' | 'cct';
  backend: Backend;
  project: S1000dProject;
  rows: readonly ObjectListing[];
  /** The project's other applicability tables, which the new one points at or is coded like. */
  siblings: { act?: ObjectListing; cct?: ObjectListing; pct?: ObjectListing };
  author: Actor | null;
};

const FIRST = {
  act: { id: 'serialno', name: 'Serial number', values: '' },
  cct: { id: 'sbStatus', name: 'Service bulletin status', values: 'pre|post' },
};

/** Makes the project's first ACT (with its first attribute) or CCT (a type and a condition). */
export function CreateTableForm({ kind, backend, project, rows, siblings, author }: Props) {
  const [techName, setTechName] = useState(project.name);
  const [first, setFirst] = useState(FIRST[kind]);
  const [cond, setCond] = useState({ id: '', name: '' });
  const [problems, setProblems] = useState<string[]>([]);
  const [stored, setStored] = useState<string | null>(null);
  const label = kind === 'act' ? 'ACT' : 'CCT';
  const create = useSubmit(
    async () => {
      setStored(null);
      const settings = validateProjectSettings(project.settings);
      if (!settings.ok) return setProblems(settings.problems);
      if (!author) return;
      const model =
        kind === 'act'
          ? {
              attributes: [
                {
                  id: first.id,
                  name: first.name,
                  displayName: '',
                  descr: '',
                  values: first.values,
                  primary: true,
                },
              ],
            }
          : {
              cct: {
                types: [{ id: first.id, name: first.name, descr: '', values: first.values }],
                conds: [{ id: cond.id, name: cond.name, descr: '', typeId: first.id }],
              },
            };
      const like = kind === 'act' ? siblings.cct?.c : siblings.act?.c;
      const refs = {
        ...(kind === 'act' && siblings.cct ? { cct: siblings.cct.c } : {}),
        ...(kind === 'act' && siblings.pct ? { pct: siblings.pct.c } : {}),
        ...(like ? { like } : {}),
      };
      const today = new Date().toISOString().slice(0, 10);
      const made = await newTableInWorker(settings.value, techName, model, refs, today);
      setProblems(made.problems);
      if (!made.written) return;
      const result = await storeGeneratedObject(backend, project.id, rows, made.written, author);
      setStored(result.stored ? `Created ${made.written.listing.c}.` : result.message);
    },
    (failure) =>
      `The ${label} could not be created: ${(failure as Error).message}. Nothing was stored.`,
  );
  return (
    <Panel id={`create-${kind}`} title={<>Create the {label}</>} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {kind === 'act'
          ? 'This project has no ACT (info code 00W). Create it with its first product attribute, usually the serial number that identifies each product.'
          : 'This project has no CCT (info code 00Q). Create it with a condition type (for example service bulletin status, pre|post) and its first condition.'}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label={`Create the ${label}`}
        onSubmit={(e) => {
          e.preventDefault();
          void create.submit();
        }}
      >
        <TextField
          label="Product name"
          value={techName}
          onChange={(e) => setTechName(e.target.value)}
        />
        <IdNameValuesFields
          labels={
            kind === 'act'
              ? {
                  id: 'First attribute id',
                  name: 'First attribute name',
                  values: 'First attribute values',
                }
              : {
                  id: 'Condition type id',
                  name: 'Condition type name',
                  values: 'Condition type values',
                }
          }
          value={first}
          onChange={setFirst}
        />
        {kind === 'cct' && (
          <>
            <TextField
              label="First condition id"
              value={cond.id}
              onChange={(e) => setCond({ ...cond, id: e.target.value.trim() })}
            />
            <TextField
              label="First condition name"
              value={cond.name}
              onChange={(e) => setCond({ ...cond, name: e.target.value })}
            />
          </>
        )}
        <SubmitButton busy={create.busy} busyText="Creating..." disabled={!author}>
          {`Create the ${label}`}
        </SubmitButton>
      </form>
      <MessageList label="Why the table was not created" items={problems} alert />
      <ErrorMessage text={create.error} plain />
      <DoneMessage text={stored} />
    </Panel>
  );
}
