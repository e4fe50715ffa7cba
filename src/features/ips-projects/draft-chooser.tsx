import type { ProjectDocument } from '../../domain/projects.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';

type Props = {
  drafts: ProjectDocument[];
  onResume: (draft: ProjectDocument) => void;
  onDiscard: (draft: ProjectDocument) => void;
  onStartNew: () => void;
};

/** Unfinished work from an earlier visit: resume it, discard it, or start afresh. */
export function DraftChooser({ drafts, onResume, onDiscard, onStartNew }: Props) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">Unfinished IPS projects</h2>
      <ul className="divide-y divide-slate-200">
        {drafts.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <strong>{d.name || 'Untitled programme'}</strong>{' '}
              <span className="text-sm text-slate-600">
                saved {formatLongDateTime(d.updatedAt)}
              </span>
            </span>
            <span className="flex gap-2">
              <button type="button" className="btn-primary" onClick={() => onResume(d)}>
                Resume {d.name}
              </button>
              <button type="button" className="btn-secondary" onClick={() => onDiscard(d)}>
                Discard {d.name}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn-secondary" onClick={onStartNew}>
          Start a new IPS project
        </button>
      </div>
    </section>
  );
}
