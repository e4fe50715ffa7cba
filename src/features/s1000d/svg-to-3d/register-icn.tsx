import { useState } from 'react';
import { parseIcnCode } from '../../../s1000d/codes/icn-code.ts';
import { useSession } from '../../../session/session-context.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { storeGeneratedObject, type StoreResult } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

/** Stores the model as a 3D ICN (GLB) in an S1000D project, as an upload of that file would. */
export function RegisterIcn({ makeGlb }: { makeGlb: () => Promise<Uint8Array> }) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projects } = useS1000dProjects();
  const [projectId, setProjectId] = useState('');
  const [icn, setIcn] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [result, setResult] = useState<StoreResult | null>(null);
  const { rows, rights } = useS1000dProject(projectId || undefined);
  const code = icn
    .trim()
    .toUpperCase()
    .replace(/\.GLB$/, '');
  const store = useSubmit(async () => {
    const parsed = parseIcnCode(code);
    setCodeError(parsed.ok ? null : `Not an ICN: ${parsed.error}`);
    if (!parsed.ok || !backend || !actor) return;
    const live = (rows ?? []).filter((r) => !r.deleted).map((r) => r.row);
    const bytes = await makeGlb();
    setResult(
      await storeGeneratedObject(
        backend,
        projectId,
        live,
        { name: `${code}.GLB`, bytes },
        actor.actor,
      ),
    );
  }, 'The ICN could not be stored: you need to be an author of the project with S1000D edit rights. Nothing was saved.');
  return (
    <Panel id="register-icn" title="Register as a 3D ICN" className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        Store the model (GLB) in a project under an information control number; data modules then
        show it with a multimediaObject of multimediaType 3D.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ProjectSelect projects={projects} value={projectId} onChange={setProjectId} />
        <TextField
          label="ICN"
          placeholder="ICN-07GB6-BIKE3D0001-001-01"
          value={icn}
          error={codeError ?? undefined}
          onChange={(e) => setIcn(e.target.value)}
        />
      </div>
      <div>
        <button
          type="button"
          className="btn-primary"
          disabled={!projectId || !code || store.busy || rights?.writeObjects === false}
          onClick={() => void store.submit()}
        >
          {store.busy ? 'Adding...' : 'Add the ICN to the project'}
        </button>
      </div>
      {rights && !rights.writeObjects && (
        <p className="text-sm text-slate-600">Only the project's authors can add objects to it.</p>
      )}
      <ErrorMessage plain text={store.error} />
      {result && (
        <div
          role="status"
          className={`text-sm ${result.stored ? 'text-emerald-800' : 'text-amber-900'}`}
        >
          <p>{result.message}</p>
          {result.stored && (
            <p className="mt-1 font-mono text-xs text-slate-700">
              {`<multimedia><multimediaObject infoEntityIdent="${code}" multimediaType="3D"/></multimedia>`}
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
