import { format } from 'date-fns';
import { ArrowUpCircle, Download, RotateCcw, Trash2, X, FilePen } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../../session/session-context.ts';
import type { Actor } from '../../../../data/s1000d-store-types.ts';
import type { RefUse, RowRefProblem } from '../../../../s1000d/csdb/ref-graph.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { downloadIssue } from '../download-objects.ts';
import type { PreparedRow } from '../library-rows.ts';
import { ObjectFacts } from './object-facts.tsx';
import { ObjectReferences } from './object-references.tsx';
import { UpissueDialog } from './upissue-dialog.tsx';
import { Link } from 'react-router';
import { moduleEditorPath } from '../../../../lib/s1000d-viewer-paths.ts';
import { useObjectDetails } from './use-object-details.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { IconButton } from '../../../../ui/icon-button.tsx';

type Props = {
  projectId: string;
  entry: PreparedRow;
  usedBy: readonly RefUse[];
  unresolved: readonly RowRefProblem[];
  canWrite: boolean;
  actor: Actor | null;
  onOpen: (key: string) => void;
  onClose: () => void;
};

const when = (date: Date | null) => (date ? format(date, 'd MMM yyyy HH:mm') : '');

/** One object: its facts, every issue it has had, its references, its history, and actions. */
export function ObjectPanel({
  projectId,
  entry,
  usedBy,
  unresolved,
  canWrite,
  actor,
  onOpen,
  onClose,
}: Props) {
  const { backend } = useSession();
  const { row } = entry;
  const details = useObjectDetails(projectId, row.k, `${row.h}-${entry.deleted}`);
  const [confirming, setConfirming] = useState(false);
  const [upissuing, setUpissuing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, failure: string) => {
    try {
      setError(null);
      await work();
    } catch (cause) {
      console.error(failure, cause);
      setError(failure);
    }
  };
  const setDeleted = (deleted: boolean) =>
    act(
      () => backend!.s1000dObjects.setDeleted(projectId, row.k, deleted, actor!),
      deleted
        ? 'The object could not be deleted. Nothing changed.'
        : 'The object could not be reinstated. Nothing changed.',
    );
  const issues = [...(details.object?.issues ?? [])].reverse();
  const current = issues.find(
    (i) =>
      i.issueNumber === details.object?.current.issueNumber &&
      i.inWork === details.object?.current.inWork,
  );
  const canUpissue =
    canWrite && !entry.deleted && row.t !== 'icn' && row.i !== undefined && !!current;
  return (
    <section
      aria-label={`Object ${row.k}`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-mono text-sm break-all text-slate-900">{row.k}</h2>
          <p className="text-slate-700">{row.n}</p>
        </div>
        <IconButton label="Close object" icon={X} onClick={onClose} />
      </header>
      <ObjectFacts entry={entry} />
      <div className="flex flex-wrap gap-2">
        {!entry.deleted && row.t === 'dm' && (
          <Link className="btn-secondary" to={moduleEditorPath(projectId, row.k)}>
            <FilePen aria-hidden className="h-4 w-4" /> {canWrite ? 'Edit' : 'Open in the editor'}
          </Link>
        )}
        {canUpissue && (
          <IconButton
            icon={ArrowUpCircle}
            className="btn-secondary"
            onClick={() => setUpissuing(true)}
          >
            Upissue
          </IconButton>
        )}
        {canWrite &&
          (entry.deleted ? (
            <IconButton
              icon={RotateCcw}
              className="btn-secondary"
              onClick={() => void setDeleted(false)}
            >
              Reinstate
            </IconButton>
          ) : (
            <IconButton icon={Trash2} className="btn-secondary" onClick={() => setConfirming(true)}>
              Delete
            </IconButton>
          ))}
      </div>
      {(error || details.error) && <ErrorMessage plain text={error ?? details.error} />}
      <ObjectReferences usedBy={usedBy} unresolved={unresolved} onOpen={onOpen} />
      <section aria-label="Issues">
        <h3 className="text-sm font-semibold text-slate-900">Issues ({issues.length})</h3>
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {issues.map((issue) => (
            <li
              key={`${issue.issueNumber}-${issue.inWork}-${issue.sha256}`}
              className="flex items-center justify-between gap-2 py-1"
            >
              <span>
                <span className="font-mono">{`${issue.issueNumber}-${issue.inWork}`}</span>
                <span className="ml-2 text-slate-600">{when(issue.at)}</span>
              </span>
              <IconButton
                label={`Download issue ${issue.issueNumber}-${issue.inWork}`}
                icon={Download}
                onClick={() =>
                  void act(
                    () => downloadIssue(backend!.s1000dObjects, projectId, row, issue),
                    'The file could not be downloaded. Please try again.',
                  )
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="History">
        <h3 className="text-sm font-semibold text-slate-900">History</h3>
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {details.history.map((h) => (
            <li key={h.id}>
              {when(h.at)}: {h.byName} — {h.action} {h.issue}
            </li>
          ))}
        </ul>
      </section>
      {canUpissue && actor && current && (
        <UpissueDialog
          projectId={projectId}
          row={row}
          current={current}
          actor={actor}
          open={upissuing}
          onClose={() => setUpissuing(false)}
        />
      )}
      <ConfirmDialog
        title="Delete this object?"
        message={`${row.k} will be marked deleted. Its issues are kept, and you can reinstate it at any time.`}
        confirmLabel="Delete"
        open={confirming}
        onConfirm={() => void setDeleted(true)}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
