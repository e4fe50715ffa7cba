import { CheckCircle2, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { BlockOf, IsolationStep } from '../../../../s1000d/reader/model.ts';
import { HiddenNote } from './hidden-note.tsx';
import { InlineView } from './inline-view.tsx';
import { domId, useReader } from './reader-context.ts';
import { IconButton } from '../../../../ui/icon-button.tsx';

/** One answer given: the step, the answer's label and the step it led to. */
type Taken = { step: string; label: string; next: string };

/**
 * Fault isolation one step at a time: the action, the question, one button per answer
 * leading to the next step; the answers given so far stay listed, with Back and Start
 * again. "Show all steps" (and print) lists the whole decision table.
 */
export function IsolationBlock({ block }: { block: BlockOf<'isolation'> }) {
  const [taken, setTaken] = useState<Taken[]>([]);
  const [all, setAll] = useState(false);
  const byId = new Map(block.steps.map((s) => [s.id, s]));
  const currentId = taken.length ? taken[taken.length - 1]!.next : block.start;
  const current = byId.get(currentId);
  const answer = (step: IsolationStep, label: string, next: string) =>
    setTaken((t) => [...t, { step: step.id, label, next }]);
  return (
    <section className="isolation my-4" aria-label="Fault isolation">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h2 className="text-lg font-semibold text-slate-900">Fault isolation</h2>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Show
          all steps
        </label>
      </div>
      <div className={all ? 'hidden' : 'print:hidden'}>
        {taken.length > 0 && (
          <ol className="my-2 space-y-1 text-sm text-slate-700" aria-label="Answers so far">
            {taken.map((t, i) => {
              const step = byId.get(t.step);
              return (
                <li key={i}>
                  Step {step?.number}:{' '}
                  {step?.question ? <InlineView runs={step.question} /> : 'done'} —{' '}
                  <strong>{t.label}</strong>
                </li>
              );
            })}
          </ol>
        )}
        {current ? (
          <StepCard step={current} onAnswer={(label, next) => answer(current, label, next)} />
        ) : (
          <p role="alert" className="text-red-700">
            This fault isolation names a step ({currentId}) it does not contain.
          </p>
        )}
        <div className="mt-2 flex gap-2">
          <IconButton
            icon={Undo2}
            className="btn-secondary"
            disabled={taken.length === 0}
            onClick={() => setTaken((t) => t.slice(0, -1))}
          >
            Back
          </IconButton>
          <IconButton
            icon={RotateCcw}
            className="btn-secondary"
            disabled={taken.length === 0}
            onClick={() => setTaken([])}
          >
            Start again
          </IconButton>
        </div>
      </div>
      <div className={all ? '' : 'hidden print:block'}>
        {block.steps.map((step) => (
          <StepCard key={step.id} step={step} listed />
        ))}
      </div>
    </section>
  );
}

function StepCard({
  step,
  listed = false,
  onAnswer,
}: {
  step: IsolationStep;
  listed?: boolean;
  onAnswer?: (label: string, next: string) => void;
}) {
  const reader = useReader();
  const { renderBlocks } = reader;
  const reason = step.applic ? reader.visibility.hidden.get(step.applic) : undefined;
  if (reason) return <HiddenNote reason={reason} what="A step" />;
  const label = (id: string) => reader.view.targets[id]?.label ?? id;
  return (
    <div
      id={listed ? domId(step.id) : undefined}
      className={`my-2 rounded border p-3 ${step.end ? 'border-green-600 bg-green-50' : 'border-slate-300 bg-white'}`}
    >
      <h3 className="font-semibold">
        Step {step.number}
        {step.end && (
          <span className="ml-2 inline-flex items-center gap-1 text-sm font-normal text-green-800">
            <CheckCircle2 aria-hidden className="h-4 w-4" /> end of fault isolation
          </span>
        )}
      </h3>
      {renderBlocks(step.action, 3)}
      {step.question && (
        <p className="my-2 font-medium">
          <InlineView runs={step.question} />
        </p>
      )}
      {step.answers.length > 0 &&
        (listed ? (
          <ul className="text-sm">
            {step.answers.map((a) => (
              <li key={a.label + a.next}>
                {a.label}: go to {label(a.next)}
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-wrap gap-2">
            {step.answers.map((a) => (
              <button
                key={a.label + a.next}
                type="button"
                className="btn-primary"
                onClick={() => onAnswer?.(a.label, a.next)}
              >
                {a.label}
              </button>
            ))}
          </div>
        ))}
    </div>
  );
}
