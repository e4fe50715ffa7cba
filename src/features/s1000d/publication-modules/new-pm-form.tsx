import { useMemo, useState } from 'react';
import { ErrorList } from '../../../ui/error-message.tsx';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { formatPmCode } from '../../../s1000d/codes/pm-code.ts';
import { objectKeyOf } from '../../../s1000d/csdb/object-key.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { nextPmNumber } from '../../../s1000d/publication/new-pm.ts';
import { useSession } from '../../../session/session-context.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { newPublicationModuleInWorker } from '../common/csdb-worker-client.ts';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { Panel } from '../../../ui/panel.tsx';
import { toggleItem } from '../../../lib/toggle-item.ts';
import { ObjectCheckbox } from '../common/object-checkbox.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Props = {
  project: S1000dProject;
  /** Every row of the project: the new PM is decided against them as an upload would be. */
  rows: readonly ObjectListing[];
  /** The data modules that are not deleted, offered for the new publication's entry. */
  modules: readonly ObjectListing[];
  onCreated: (objectKey: string, message: string) => void;
  onCancel: () => void;
};

const today = () => new Date().toISOString().slice(0, 10);

/** "New publication module": pmCode from the project's model and issuer, the next free number. */
export function NewPmForm({ project, rows, modules, onCreated, onCancel }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const checked = validateProjectSettings(project.settings);
  const suggested = useMemo(
    () => (checked.ok ? nextPmNumber(checked.value, rows) : '00001'),
    [checked, rows],
  );
  const [title, setTitle] = useState('');
  const [pmNumber, setPmNumber] = useState(suggested);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const create = useSubmit(async () => {
    if (!backend || !actor) return;
    if (!checked.ok) return setProblems(checked.problems);
    const made = await newPublicationModuleInWorker({
      settings: checked.value,
      title,
      date: today(),
      pmNumber,
      modules: chosen.map((k) => {
        const row = modules.find((m) => m.k === k)!;
        return { code: row.c, title: row.n };
      }),
    });
    if (!made.ok) return setProblems(made.problems);
    setProblems([]);
    const stored = await storeGeneratedObject(backend, project.id, rows, made, actor.actor);
    if (!stored.stored) return setProblems([stored.message]);
    const language = {
      languageIsoCode: checked.value.languageIsoCode,
      countryIsoCode: checked.value.countryIsoCode,
    };
    onCreated(objectKeyOf('pm', formatPmCode(made.code), language), stored.message);
  }, 'The publication module could not be created. Nothing was saved.');

  const toggle = (key: string) => setChosen((now) => toggleItem(now, key));

  return (
    <Panel
      id="new-pm"
      title="New publication module"
      className="flex flex-col gap-3"
      onSubmit={() => void create.submit()}
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label="Publication module number"
        value={pmNumber}
        maxLength={5}
        onChange={(e) => setPmNumber(e.target.value)}
      />
      <fieldset className="flex max-h-64 flex-col gap-1 overflow-auto text-sm">
        <legend className="font-medium text-slate-800">
          Data modules of its first entry ({chosen.length} chosen, in the order chosen)
        </legend>
        {modules.length === 0 && (
          <p className="text-slate-600">The project has no data module yet: upload some first.</p>
        )}
        {modules.map((m) => (
          <ObjectCheckbox key={m.k} row={m} checked={chosen.includes(m.k)} onToggle={toggle} />
        ))}
      </fieldset>
      <ErrorList errors={[...problems, create.error]} />
      <div className="flex gap-2">
        <SubmitButton busy={create.busy} busyText="Creating…">
          Create publication module
        </SubmitButton>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Panel>
  );
}
