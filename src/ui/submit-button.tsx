import type { ReactNode } from 'react';

type Props = {
  /** Whether the form's action runs: the button is then off and says `busyText`. */
  busy: boolean;
  busyText: string;
  /** Why the form cannot be sent now, besides its action running. */
  disabled?: boolean;
  /** Its place in the form (self-start, say). */
  className?: string;
  children: ReactNode;
};

/** A form's submit button: off while the form's action runs, so Enter or a click never sends twice. */
export function SubmitButton({ busy, busyText, disabled = false, className, children }: Props) {
  return (
    <button
      type="submit"
      className={className ? `btn-primary ${className}` : 'btn-primary'}
      disabled={busy || disabled}
    >
      {busy ? busyText : children}
    </button>
  );
}
