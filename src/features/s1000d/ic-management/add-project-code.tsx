import { useState, type FormEvent } from 'react';
import { useDraft } from '../../../ui/use-draft.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { inIcWorker } from './ic-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { changeProjectSettings } from '../common/change-project-settings.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Props = { project: S1000dProject; settings: ProjectSettings; onSaved: (code: string) => void };

type Entry = { code: string; name: string; schema: string };

/** The entry's fields, in order; the code and schema inputs are as wide as what they hold. */
const FIELDS = [
  { key: 'code', label: 'Project code', maxLength: 12, inputClassName: 'w-28 font-mono' },
  { key: 'name', label: 'Information name', maxLength: 200, className: 'min-w-64' },
  { key: 'schema', label: 'Schema', maxLength: 30, inputClassName: 'w-32' },
] as const;

/** A manager adds a project information code or variant, with its name and schema. */
export function AddProjectCode({ project, settings, onSaved }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { draft, set, field } = useDraft<Entry>({ code: '', name: '', schema: 'descript' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSubmit(async (entry: Entry) => {
    if (!backend || !actor) return;
    await changeProjectSettings(
      backend,
      project,
      {
        infoNames: { ...settings.infoNames, [entry.code]: entry.name },
        infoCodeSchemas: { ...settings.infoCodeSchemas, [entry.code]: entry.schema },
      },
      actor.actor,
    );
    set({ code: '', name: '' });
    onSaved(entry.code);
  }, 'The code could not be saved: only a project manager may change the list. Nothing was saved.');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { code, name, schema } = draft;
    const entry = { code: code.trim().toUpperCase(), name: name.trim(), schema: schema.trim() };
    const found =
      (await inIcWorker((api) => api.problem(entry.code, entry.name))) ??
      (/^[a-z]+$/.test(entry.schema)
        ? undefined
        : 'The schema is a name such as descript or proced.');
    setProblem(found ?? null);
    if (!found) void save.submit(entry);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-wrap items-end gap-3">
      {FIELDS.map(({ key, ...f }) => (
        <TextField key={key} {...f} {...field(key)} />
      ))}
      <SubmitButton busy={save.busy} busyText="Saving...">
        Add the code
      </SubmitButton>
      {(problem ?? save.error) && (
        <ErrorMessage plain className="w-full" text={problem ?? save.error} />
      )}
    </form>
  );
}
