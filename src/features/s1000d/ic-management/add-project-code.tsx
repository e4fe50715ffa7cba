import { useState, type FormEvent } from 'react';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { inIcWorker } from './ic-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { changeProjectSettings } from '../common/change-project-settings.ts';

type Props = { project: S1000dProject; settings: ProjectSettings; onSaved: (code: string) => void };

/** A manager adds a project information code or variant, with its name and schema. */
export function AddProjectCode({ project, settings, onSaved }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [schema, setSchema] = useState('descript');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSubmit(async (entry: { code: string; name: string; schema: string }) => {
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
    setCode('');
    setName('');
    onSaved(entry.code);
  }, 'The code could not be saved: only a project manager may change the list. Nothing was saved.');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
      <div>
        <label htmlFor="ic-code" className="label">
          Project code
        </label>
        <input
          id="ic-code"
          className="field mt-1 w-28 font-mono"
          value={code}
          maxLength={12}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div className="min-w-64">
        <label htmlFor="ic-name" className="label">
          Information name
        </label>
        <input
          id="ic-name"
          className="field mt-1"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="ic-schema" className="label">
          Schema
        </label>
        <input
          id="ic-schema"
          className="field mt-1 w-32"
          value={schema}
          maxLength={30}
          onChange={(e) => setSchema(e.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={save.busy}>
        {save.busy ? 'Saving...' : 'Add the code'}
      </button>
      {(problem ?? save.error) && (
        <ErrorMessage plain className="w-full" text={problem ?? save.error} />
      )}
    </form>
  );
}
