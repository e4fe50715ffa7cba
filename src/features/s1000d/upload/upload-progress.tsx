import type { UploadState } from './use-upload.ts';

type Props = { state: UploadState; onCancel: () => void };

function describe(state: UploadState): { label: string; done: number; total: number } | null {
  switch (state.phase) {
    case 'reading':
      return { label: `Reading ${state.total} file(s)…`, done: 0, total: state.total };
    case 'checking':
      return {
        label: `Checking files: ${state.done} of ${state.total}`,
        done: state.done,
        total: state.total,
      };
    case 'storing':
      return {
        label: `Storing objects: ${state.done} of ${state.total}`,
        done: state.done,
        total: state.total,
      };
    default:
      return null;
  }
}

/** A progress bar with Cancel while files are read, checked and stored. */
export function UploadProgress({ state, onCancel }: Props) {
  const shown = describe(state);
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {shown.label}
        </p>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <progress
        className="h-2 w-full"
        aria-label={shown.label}
        max={Math.max(1, shown.total)}
        value={shown.done}
      />
    </div>
  );
}
