import { diffLines } from 'diff';
import { useMemo } from 'react';

type Props = {
  message: string;
  theirs: string;
  mine: string;
  /** Their issue into the editor (this text stays in the diff and the draft). */
  onLoadTheirs: () => void;
  /** This text, merged by hand, is saved next on top of their issue. */
  onKeepMine: () => void;
};

/**
 * A save refused because another author saved first: what they saved against what this
 * author wrote, line by line, to merge from. Nothing of either is lost: their issue is
 * stored, this text stays in the editor and in the local draft.
 */
export function ConflictPanel({ message, theirs, mine, onLoadTheirs, onKeepMine }: Props) {
  const parts = useMemo(() => diffLines(theirs, mine), [theirs, mine]);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-heading"
      className="flex flex-col gap-2 rounded border border-amber-400 bg-amber-50 p-3"
    >
      <h2 id="conflict-heading" className="text-sm font-semibold">
        {message}
      </h2>
      <p className="text-sm">
        Lines marked − are in their issue only, lines marked + in your text only. Your text is still
        in the editor and kept as a draft in this browser.
      </p>
      <pre
        aria-label="Differences between their issue and your text"
        className="max-h-72 overflow-auto rounded bg-white p-2 text-xs"
      >
        {parts.map((part, i) =>
          part.added || part.removed ? (
            <span key={i} className={part.added ? 'block bg-green-100' : 'block bg-red-100'}>
              {part.value
                .replace(/\n$/, '')
                .split('\n')
                .map((line) => `${part.added ? '+' : '−'} ${line}`)
                .join('\n')}
            </span>
          ) : (
            <span key={i} className="block text-slate-400">
              {`  … ${part.count ?? 0} line${part.count === 1 ? '' : 's'} the same`}
            </span>
          ),
        )}
      </pre>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onLoadTheirs}>
          Load their issue into the editor
        </button>
        <button type="button" className="btn-secondary" onClick={onKeepMine}>
          I have merged: save my text on top of their issue
        </button>
      </div>
    </section>
  );
}
