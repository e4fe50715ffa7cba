import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import type { IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';
import type { PatternRun } from '../../../s1000d/patterns/run-pattern.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { JobCancelled } from '../common/worker-job.ts';
import { inPatternWorker } from './pattern-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ResultTable } from '../common/result-table.tsx';

/** Hits drawn at most; the count says how many there are. */
const SHOWN = 500;

type Props = { projectId: string; rows: readonly ObjectListing[]; pattern: IssuePattern };

/** "Test on project": the pattern over the current issue of every object of the project. */
export function ProjectRunPanel({ projectId, rows, pattern }: Props) {
  const { backend } = useSession();
  const [progress, setProgress] = useState<string | null>(null);
  const [result, setResult] = useState<{ run: PatternRun; keys: Map<string, string> } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const run = useSubmit(
    async () => {
      if (!backend) return;
      setResult(null);
      const controller = new AbortController();
      abort.current = controller;
      const targets = rows.filter((r) => /\.xml$/i.test(fileNameOfRow(r)));
      setProgress(`Reading objects: 0 of ${targets.length}`);
      const contents = await backend.s1000dObjects.readContents(
        projectId,
        targets.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
        (done, total) => setProgress(`Reading objects: ${done} of ${total}`),
        controller.signal,
      );
      setProgress(`Looking for the pattern in ${targets.length} objects`);
      const objects = targets.map((r) => ({ name: fileNameOfRow(r), bytes: contents.get(r.k)! }));
      const found = await inPatternWorker((api) => api.run(pattern, objects), controller.signal);
      setResult({ run: found, keys: new Map(targets.map((r) => [fileNameOfRow(r), r.k])) });
    },
    (failure) =>
      failure instanceof JobCancelled || (failure as Error).name === 'AbortError'
        ? 'Cancelled; nothing was changed.'
        : 'The pattern could not be run on the project. Please try again.',
  );
  const start = async () => {
    await run.submit();
    setProgress(null);
    abort.current = null;
  };

  return (
    <section aria-labelledby="run-title" className="flex flex-col gap-3">
      <h3 id="run-title" className="font-medium text-slate-900">
        Test on project
      </h3>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={run.busy || rows.length === 0}
          onClick={() => void start()}
        >
          {run.busy ? 'Testing...' : `Test on the project's ${rows.length} objects`}
        </button>
        {run.busy && (
          <button type="button" className="btn-secondary" onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        )}
        {progress && (
          <p role="status" className="text-sm text-slate-600">
            {progress}
          </p>
        )}
      </div>
      <ErrorMessage plain text={run.error} />
      {result && <RunResult {...result} projectId={projectId} />}
    </section>
  );
}

function RunResult({
  run,
  keys,
  projectId,
}: {
  run: PatternRun;
  keys: Map<string, string>;
  projectId: string;
}) {
  if (run.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        The pattern cannot run: {run.error}
      </p>
    );
  const objects = new Set(run.hits.map((h) => h.object)).size;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-slate-700">
        {run.hits.length === 0
          ? `Nothing found in ${run.checked} objects.`
          : `${run.hits.length} found in ${objects} of ${run.checked} objects.`}
        {run.unreadable.length > 0 && ` ${run.unreadable.length} could not be read.`}
      </p>
      {run.hits.length > 0 && (
        <ResultTable caption="What the pattern found" columns={['Object', 'Line', 'Found']}>
          {run.hits.slice(0, SHOWN).map((hit, i) => {
            const key = keys.get(hit.object);
            return (
              <tr key={i}>
                <td className="px-3 py-2 font-mono text-xs break-all">
                  {key ? (
                    <Link className="text-blue-700 underline" to={objectViewerPath(projectId, key)}>
                      {hit.object}
                    </Link>
                  ) : (
                    hit.object
                  )}
                </td>
                <td className="px-3 py-2">{hit.line ?? ''}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">
                  {hit.match ?? hit.path ?? ''}
                </td>
              </tr>
            );
          })}
        </ResultTable>
      )}
      {run.unreadable.map((u) => (
        <p key={u.object} className="text-sm text-amber-800">
          {u.object}: {u.message}
        </p>
      ))}
    </div>
  );
}
