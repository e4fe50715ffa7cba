import type { ReactNode } from 'react';

/** The part of useSubmit's answer a button needs: whether it runs, and how to run it. */
export type ButtonAction<A extends unknown[]> = {
  busy: boolean;
  submit: (...args: A) => Promise<boolean>;
};

type Props<A extends unknown[]> = {
  action: ButtonAction<A>;
  /** What the action runs with, where buttons share one action (export to a project or a file). */
  args?: A;
  /** Why the action cannot run now, besides already running. */
  disabled?: boolean;
  /** The text while the action runs ("Saving..."); without it the text stays. */
  busyText?: string;
  /** The lesser actions of a row: btn-secondary rather than btn-primary. */
  secondary?: boolean;
  children: ReactNode;
};

/**
 * A button that runs one useSubmit action: off while it runs, so a second click never starts it
 * twice, and type="button", so it never submits the form it stands in.
 */
export function ActionButton<A extends unknown[]>({
  action,
  args,
  disabled = false,
  busyText,
  secondary = false,
  children,
}: Props<A>) {
  return (
    <button
      type="button"
      className={secondary ? 'btn-secondary' : 'btn-primary'}
      disabled={action.busy || disabled}
      onClick={() => void action.submit(...((args ?? []) as A))}
    >
      {action.busy && busyText ? busyText : children}
    </button>
  );
}
