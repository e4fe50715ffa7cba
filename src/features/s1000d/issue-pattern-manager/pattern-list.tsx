import type { StoredIssuePattern } from '../../../domain/issue-patterns.ts';
import type { IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';
import { STARTER_PATTERNS } from './starter-patterns.ts';

type Props = {
  patterns: readonly StoredIssuePattern[];
  selectedId: string | null;
  onOpen: (pattern: StoredIssuePattern) => void;
  /** Given to writers: start a new pattern from one of the examples. */
  onStart?: (pattern: IssuePattern) => void;
};

const SEVERITY_STYLE = {
  error: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
} as const;

/** The project's patterns, and the examples a writer can start from. */
export function PatternList({ patterns, selectedId, onOpen, onStart }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Patterns">
        <ul className="flex flex-col gap-1">
          {patterns.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-current={p.id === selectedId ? 'true' : undefined}
                className={`w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 ${p.id === selectedId ? 'bg-slate-100 font-medium' : ''}`}
                onClick={() => onOpen(p)}
              >
                <span className="block">{p.name}</span>
                <span className="mt-1 flex gap-2 text-xs text-slate-600">
                  <span className={`rounded px-1.5 ${SEVERITY_STYLE[p.severity]}`}>
                    {p.severity}
                  </span>
                  {p.kind === 'xpath' ? 'XPath' : 'Regex'}
                  {p.category ? ` · ${p.category}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {onStart && (
        <div>
          <h3 className="text-sm font-medium text-slate-900">Start from an example</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {STARTER_PATTERNS.map((p) => (
              <li key={p.name}>
                <button
                  type="button"
                  className="text-left text-sm text-blue-700 underline"
                  onClick={() => onStart(p)}
                >
                  {p.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
