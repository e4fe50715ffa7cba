import type { RefUse, RowRefProblem } from '../../../../s1000d/csdb/ref-graph.ts';

type Props = {
  usedBy: readonly RefUse[];
  unresolved: readonly RowRefProblem[];
  onOpen: (key: string) => void;
};

/** Where the object is used, and which of its own references point at nothing. */
export function ObjectReferences({ usedBy, unresolved, onOpen }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-label="Where used">
        <h3 className="text-sm font-semibold text-slate-900">Where used ({usedBy.length})</h3>
        {usedBy.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No object of this project refers to it.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {usedBy.map((use) => (
              <li key={`${use.from}-${use.ref}`}>
                <button
                  type="button"
                  className="font-mono text-xs text-blue-800 hover:underline"
                  onClick={() => onOpen(use.from)}
                >
                  {use.from}
                </button>
                {!use.exact && (
                  <span className="ml-2 text-xs text-amber-800">
                    refers to another issue ({use.ref})
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Unresolved references">
        <h3 className="text-sm font-semibold text-slate-900">
          Unresolved references ({unresolved.length})
        </h3>
        {unresolved.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Every reference resolves in this project.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {unresolved.map((problem) => (
              <li key={problem.ref} className="text-red-800">
                <span className="font-mono text-xs">{problem.ref}</span>:{' '}
                {problem.problem === 'missing'
                  ? 'not in this project'
                  : `present at another issue (${problem.found?.join(', ') ?? ''})`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
