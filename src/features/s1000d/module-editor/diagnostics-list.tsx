import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';

type Props = {
  diagnostics: readonly Diagnostic[] | null;
  checking: boolean;
  onJump: (line: number) => void;
};

const SOURCE_LABEL = {
  xml: 'XML',
  brex: 'BREX',
  reference: 'Reference',
  id: 'Id',
  ste: 'STE',
} as const;

/** The checks' findings, each a button that takes the cursor to its line. */
export function DiagnosticsList({ diagnostics, checking, onJump }: Props) {
  const errors = diagnostics?.filter((d) => d.severity === 'error').length ?? 0;
  const warnings = (diagnostics?.length ?? 0) - errors;
  return (
    <section aria-labelledby="diagnostics-heading" className="flex flex-col gap-2">
      <h2 id="diagnostics-heading" className="text-sm font-semibold">
        Checks
      </h2>
      <p role="status" className="text-sm text-slate-600">
        {diagnostics === null || checking
          ? 'Checking…'
          : diagnostics.length === 0
            ? 'No problems: well-formed, passes its BREX, every reference resolved, no STE finding.'
            : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
      </p>
      <ul className="flex max-h-72 flex-col gap-1 overflow-auto text-sm">
        {diagnostics?.map((d, i) => (
          <li key={`${d.line}-${i}`}>
            <button
              type="button"
              className="w-full rounded px-2 py-1 text-left hover:bg-slate-100"
              onClick={() => onJump(d.line)}
            >
              <span className={d.severity === 'error' ? 'text-red-700' : 'text-amber-700'}>
                {d.severity === 'error' ? 'Error' : 'Warning'}
              </span>{' '}
              <span className="text-slate-500">
                {SOURCE_LABEL[d.source]}, line {d.line}:
              </span>{' '}
              {d.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
