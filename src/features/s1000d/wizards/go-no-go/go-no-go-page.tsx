import { useEffect, useRef, useState } from 'react';
import type { GateResult } from '../../../../s1000d/gate/gate-model.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { useProjectForCodes } from '../../common/use-project-for-codes.ts';
import { JobCancelled } from '../../common/worker-job.ts';
import { JobControls } from '../../common/job-controls.tsx';
import { GateReport } from './gate-report.tsx';
import { runGateForProject, type GateScope } from './run-gate.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { OptionGroup, SelectField } from '../../../../ui/select-field.tsx';

const scopeOf = (value: string): GateScope => {
  const [kind, ...key] = value.split(':');
  return kind === 'publication' || kind === 'object'
    ? { kind, key: key.join(':') }
    : { kind: 'project' };
};

export default function GoNoGoPage() {
  const { backend } = useSession();
  const { projectId, loaded, listing, selectProps } = useChosenProject();
  const rules = useProjectForCodes(loaded, listing);
  const [scope, setScope] = useState('project');
  const [progress, setProgress] = useState('');
  const [result, setResult] = useState<{ projectId: string; result: GateResult } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const gate = useSubmit(
    async () => {
      if (!backend || !loaded || !listing) return;
      controller.current = new AbortController();
      setResult(null);
      const outcome = await runGateForProject(
        backend,
        loaded.id,
        listing,
        scopeOf(scope),
        rules.status === 'ready' ? rules.project : undefined,
        setProgress,
        controller.current.signal,
      );
      setResult({ projectId: loaded.id, result: outcome });
      setProgress('');
    },
    (failure) =>
      failure instanceof JobCancelled
        ? 'The gate was cancelled.'
        : 'The gate could not run: an object could not be read. Please try again.',
  );

  const pms = listing?.filter((r) => r.t === 'pm') ?? [];
  const objects = listing?.filter((r) => r.t !== 'icn') ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Go / No-Go"
        intro="A release gate for an object, a publication or a whole project: well-formed, schema, BREX, applicability for every product, references, CIR references, QA and issue state, in the order authors make data modules official."
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          {...selectProps(() => {
            setScope('project');
            setResult(null);
          })}
        />
        {loaded && listing && (
          <>
            <SelectField
              label="What to gate"
              value={scope}
              onChange={setScope}
              className="max-w-2xl"
            >
              <option value="project">The whole project ({objects.length} objects)</option>
              <OptionGroup
                label="A publication and its data modules"
                options={pms.map((r) => [`publication:${r.k}`, `${r.c} ${r.n}`])}
              />
              <OptionGroup
                label="One object"
                options={objects.map((r) => [`object:${r.k}`, `${r.c} ${r.n}`])}
              />
            </SelectField>
            {rules.status === 'unusable' && (
              <p className="text-sm text-amber-800">{rules.message}</p>
            )}
            <JobControls
              label="Run the gate"
              busyLabel="Gating..."
              busy={gate.busy}
              disabled={rules.status === 'loading' || objects.length === 0}
              onRun={() => void gate.submit()}
              progress={progress}
              onCancel={() => controller.current?.abort()}
            />
          </>
        )}
        <ErrorMessage plain text={gate.error} />
      </div>
      {result && result.projectId === projectId && (
        <GateReport result={result.result} projectId={result.projectId} />
      )}
    </div>
  );
}
