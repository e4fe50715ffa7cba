type Props = {
  /** The failure of the last attempt, shown above the buttons for screen readers too. */
  error?: string | null;
  busy?: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** What the submit button says while the action runs, e.g. 'Saving...'. */
  busyLabel?: string;
  /** For deleting: the submit button turns red. */
  danger?: boolean;
  /** Without a form around it, the submit button calls this instead of submitting. */
  onSubmit?: () => void;
};

/** A dialog's closing row: the error line, then Cancel and the action. */
export function DialogActions({
  error,
  busy = false,
  onCancel,
  submitLabel,
  busyLabel,
  danger = false,
  onSubmit,
}: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button
          type={onSubmit ? 'button' : 'submit'}
          className={danger ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
          disabled={busy}
          onClick={onSubmit}
        >
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
