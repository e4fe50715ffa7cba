import type { ReactNode } from 'react';

type Props = {
  label: string;
  steps: readonly string[];
  /** The index of the step the user is on. */
  current: number;
};

/** The numbered steps of a wizard, the current one marked for the eye and for screen readers. */
export function StepList({ label, steps, current }: Props) {
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2 text-sm">
      {steps.map((s, i) => (
        <li
          key={s}
          aria-current={i === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 ${i === current ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-700'}`}
        >
          {i + 1}. {s}
        </li>
      ))}
    </ol>
  );
}

/**
 * A wizard's Back and Next buttons under its steps; on the last step, `finish` (the wizard's
 * own last action) in place of Next, or nothing.
 */
export function StepButtons({
  step,
  count,
  go,
  finish,
}: {
  step: number;
  count: number;
  go: (step: number) => void;
  finish?: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        disabled={step === 0}
        onClick={() => go(step - 1)}
      >
        Back
      </button>
      {step < count - 1 ? (
        <button type="button" className="btn-primary" onClick={() => go(step + 1)}>
          Next
        </button>
      ) : (
        finish
      )}
    </>
  );
}
