import type { ModuleDraft } from './module-draft.ts';

type Props = { draft: ModuleDraft; onRestore: () => void; onDiscard: () => void };

/** Unsaved work this browser kept, offered back on opening the module. */
export function DraftOffer({ draft, onRestore, onDiscard }: Props) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded border border-sky-300 bg-sky-50 p-3 text-sm"
    >
      <span>
        You have unsaved work on this data module from {draft.keptAt.slice(0, 16).replace('T', ' ')}{' '}
        (based on issue {draft.basedOn}).
      </span>
      <button type="button" className="btn-primary" onClick={onRestore}>
        Restore my draft
      </button>
      <button type="button" className="btn-secondary" onClick={onDiscard}>
        Discard it
      </button>
    </div>
  );
}
