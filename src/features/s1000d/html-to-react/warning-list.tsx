import type { JsxWarning } from './html-to-jsx.ts';

/** The parser's and the converter's remarks, by line, so the author can fix the source. */
export function WarningList({ warnings }: { warnings: readonly JsxWarning[] }) {
  if (warnings.length === 0) {
    return <p className="text-sm text-emerald-800">No parse warnings.</p>;
  }
  return (
    <section
      aria-label="Parse warnings"
      className="rounded-md border border-amber-200 bg-amber-50 p-3"
    >
      <h3 className="text-sm font-semibold text-amber-900">
        {warnings.length === 1 ? '1 parse warning' : `${warnings.length} parse warnings`}
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-amber-900">
        {warnings.map((w, i) => (
          <li key={i}>
            {w.line > 0 && (
              <span className="font-mono">
                Line {w.line}, column {w.column}:{' '}
              </span>
            )}
            {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
