type Props = {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onRun: () => void;
  /** What the running job says it is doing ("Reading objects: 3 of 20..."). */
  progress: string;
  onCancel: () => void;
};

/** Starts a long job; while it runs, its progress and a Cancel button. */
export function JobControls({
  label,
  busyLabel,
  busy,
  disabled,
  onRun,
  progress,
  onCancel,
}: Props) {
  return (
    <div className="flex items-center gap-3">
      <button type="button" className="btn-primary" disabled={busy || disabled} onClick={onRun}>
        {busy ? busyLabel : label}
      </button>
      {busy && (
        <>
          <span className="text-sm text-slate-600">{progress}</span>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
    </div>
  );
}
