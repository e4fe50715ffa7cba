import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { JobControls } from '../common/job-controls.tsx';
import { readProjectFiles } from '../common/read-project-files.ts';
import { JobCancelled } from '../common/worker-job.ts';
import { CirInstancePanel } from './cir-instance-panel.tsx';
import { CirItemsTable } from './cir-items-table.tsx';
import { CirUnresolvedTable } from './cir-unresolved-table.tsx';
import { catalogueInWorker, type CirReport } from './run-cir.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';

type Loaded = { projectId: string; report: CirReport; files: Record<string, Uint8Array> };

export default function CirManagementPage() {
  const { backend } = useSession();
  const { projectId, project, listing, selectProps } = useChosenProject();
  const [progress, setProgress] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [kind, setKind] = useState('');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const read = useSubmit(
    async () => {
      if (!backend || !project || project.id !== projectId || !listing) return;
      controller.current = new AbortController();
      setLoaded(null);
      const files = await readProjectFiles(
        backend,
        projectId,
        listing,
        (done, total) => setProgress(`Reading objects: ${done} of ${total}...`),
        controller.current.signal,
      );
      setProgress('Reading the CIRs...');
      const report = await catalogueInWorker(files, controller.current.signal);
      setLoaded({ projectId, report, files });
      setKind(report.types[0]?.kind ?? '');
      setProgress('');
    },
    (failure) =>
      failure instanceof JobCancelled || (failure as Error).name === 'AbortError'
        ? 'Cancelled; nothing was changed.'
        : 'The project could not be read. Please try again.',
  );

  const report = loaded && loaded.projectId === projectId ? loaded.report : null;
  const type = report?.types.find((t) => t.kind === kind);
  const candidates = useMemo(() => {
    if (!report) return [];
    const keys = new Set(report.unresolved.map((u) => u.object));
    for (const t of report.types)
      for (const item of t.items) for (const u of item.usedBy) keys.add(u.object);
    return [...keys].sort();
  }, [report]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="CIR Management"
        intro="The common information repositories of a project by type: their items, where each is used, the CIR references nothing resolves (as s1kd-repcheck), and standalone instances of data modules (as s1kd-instance -R)."
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect className="max-w-md" {...selectProps(() => setLoaded(null))} />
        {project && project.id === projectId && listing && (
          <JobControls
            label="Read the project’s CIRs"
            busyLabel="Reading..."
            busy={read.busy}
            progress={progress}
            onRun={() => void read.submit()}
            onCancel={() => controller.current?.abort()}
          />
        )}
        <ErrorMessage plain text={read.error} />
      </div>
      {report && (
        <>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">CIR types</h2>
            <p className="text-sm text-slate-600">
              {report.repositories.length} CIR data module(s).
              {report.unreadable.length > 0 &&
                ` ${report.unreadable.length} object(s) could not be read: ${report.unreadable.map((u) => u.key).join(', ')}.`}
            </p>
            {report.types.length === 0 ? (
              <p className="text-sm text-slate-600">The project has no CIR and no CIR reference.</p>
            ) : (
              <>
                <div className="max-w-md">
                  <SelectField
                    label="CIR type"
                    value={kind}
                    options={report.types.map((t) => t.kind)}
                    labels={(k) => {
                      const t = report.types.find((x) => x.kind === k)!;
                      return `${t.infoCode} ${t.name} (${t.items.length} items)`;
                    }}
                    onChange={setKind}
                  />
                </div>
                {type && <CirItemsTable type={type} projectId={projectId} />}
              </>
            )}
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Unresolved CIR references</h2>
            <CirUnresolvedTable unresolved={report.unresolved} projectId={projectId} />
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Standalone instance</h2>
            <CirInstancePanel key={projectId} candidates={candidates} files={loaded!.files} />
          </section>
        </>
      )}
    </div>
  );
}
