import { useState } from 'react';
import { parseIcnCode } from '../../../s1000d/codes/icn-code.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { useStoreGenerated } from '../common/use-store-generated.ts';
import { StoreOutcome } from '../common/store-outcome.tsx';

/** Stores the model as a 3D ICN (GLB) in an S1000D project, as an upload of that file would. */
export function RegisterIcn({ makeGlb }: { makeGlb: () => Promise<Uint8Array> }) {
  const { projects, projectId, setProjectId, rights, listing } = useChosenProject();
  const [icn, setIcn] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const code = icn
    .trim()
    .toUpperCase()
    .replace(/\.GLB$/, '');
  const store = useStoreGenerated(
    projectId,
    'The ICN could not be stored: you need to be an author of the project with S1000D edit rights. Nothing was saved.',
  );
  const add = () => {
    const parsed = parseIcnCode(code);
    setCodeError(parsed.ok ? null : `Not an ICN: ${parsed.error}`);
    if (!parsed.ok) return;
    void store.store(listing ?? [], async () => ({
      fileName: `${code}.GLB`,
      bytes: await makeGlb(),
    }));
  };
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
          onClick={add}
        >
          {store.busy ? 'Adding...' : 'Add the ICN to the project'}
        </button>
      </div>
      {rights && !rights.writeObjects && (
        <p className="text-sm text-slate-600">Only the project's authors can add objects to it.</p>
      )}
      <StoreOutcome
        error={store.error}
        result={store.result}
        whenStored={
          <p className="mt-1 font-mono text-xs text-slate-700">
            {`<multimedia><multimediaObject infoEntityIdent="${code}" multimediaType="3D"/></multimedia>`}
          </p>
        }
      />
    </Panel>
  );
}
