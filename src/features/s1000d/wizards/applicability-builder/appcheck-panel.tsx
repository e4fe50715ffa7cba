import { useEffect, useId, useRef, useState } from 'react';
import type { Backend } from '../../../../data/backend.ts';
import type { AppcheckReport } from '../../../../s1000d/applic/appcheck.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { appcheckInWorker } from '../../common/applic-worker-client.ts';
import { readNamed } from '../../common/named-objects.ts';
import { JobCancelled } from '../../common/worker-job.ts';
import { JobControls } from '../../common/job-controls.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { TableHead } from '../../../../ui/table-head.tsx';

type Props = { backend: Backend; projectId: string; rows: readonly ObjectListing[] };

/** s1kd-appcheck over the whole project: every PCT product, and values the ACT/CCT do not allow. */
export function AppcheckPanel({ backend, projectId, rows }: Props) {
  const id = useId();
  const [progress, setProgress] = useState('');
  const [report, setReport] = useState<AppcheckReport | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const check = useSubmit(
    async () => {
      controller.current = new AbortController();
      const signal = controller.current.signal;
      setReport(null);
      const targets = rows.filter((r) => r.t === 'dm' || r.t === 'pm');
      const files = await readNamed(
        backend,
        projectId,
        targets,
        (done, total) => setProgress(`Reading objects: ${done} of ${total}...`),
        signal,
      );
      setReport(
        await appcheckInWorker(
          files,
          (done, total) => setProgress(`Checking: ${done} of ${total}...`),
          signal,
        ),
      );
      setProgress('');
    },
    (failure) =>
      failure instanceof JobCancelled || (failure as Error).name === 'AbortError'
        ? 'The check was cancelled.'
        : 'The check could not run: an object could not be read. Please try again.',
  );
  const findings = report ? [...report.pct, ...report.objects.flatMap((o) => o.findings)] : [];
  return (
    <Panel
      id={`${id}-title`}
      title={<>Check the project&apos;s applicability</>}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">
        As s1kd-appcheck does: every data module filtered for every product of the PCT, and every
        value checked against the ACT and CCT.
      </p>
      <JobControls
        label="Check applicability"
        busyLabel="Checking..."
        busy={check.busy}
        onRun={() => void check.submit()}
        progress={progress}
        onCancel={() => controller.current?.abort()}
      />
      <ErrorMessage text={check.error} plain />
      {report && (
        <div className="flex flex-col gap-2 text-sm" aria-live="polite">
          <p
            className={findings.length ? 'font-medium text-red-700' : 'font-medium text-green-800'}
          >
            {report.objects.length} objects checked against {report.products} products:{' '}
            {findings.length === 0 ? 'no findings' : `${findings.length} finding(s)`}.
          </p>
          {findings.length > 0 && (
            <table className="w-full text-left">
              <caption className="sr-only">Applicability findings</caption>
              <TableHead columns={['Object', 'Line', 'Check', 'Finding']} />
              <tbody>
                {findings.map((f, i) => (
                  <tr key={i} className="border-t border-slate-100 align-top">
                    <td className="py-1 pr-2 font-mono text-xs">{f.object}</td>
                    <td className="py-1 pr-2">{f.line ?? ''}</td>
                    <td className="py-1 pr-2">{f.kind}</td>
                    <td className="py-1">{f.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Panel>
  );
}
