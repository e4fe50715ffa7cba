import type { SaveState } from './use-pbs-project.ts';
import { PROJECT_TEXT } from './use-pbs-project.ts';

const LABELS: Record<SaveState, string> = {
  saved: 'All changes saved',
  saving: 'Saving…',
  failed: PROJECT_TEXT.saveFailed,
};

export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p
      role="status"
      className={`text-sm ${state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
    >
      {LABELS[state]}
    </p>
  );
}
