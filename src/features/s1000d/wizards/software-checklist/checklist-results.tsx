import { CRITERION_GROUPS } from './checklist-criteria.ts';
import type { ToolResult } from './checklist.ts';
import { Panel } from '../../../../ui/panel.tsx';

const pct = (n: number) => `${Math.round(n)} %`;

/** The tools ranked by weighted score, with their group scores and what they miss. */
export function ChecklistResults({ results }: { results: readonly ToolResult[] }) {
  if (results.length === 0) return null;
  return (
    <Panel id="checklist-ranking" title="Ranking">
      <ol className="mt-3 flex flex-col gap-3">
        {results.map((r, i) => (
          <li
            key={r.tool.id}
            aria-label={r.tool.name}
            className="rounded-md border border-slate-200 p-3"
          >
            <p className="font-medium text-slate-900">
              {i + 1}. {r.tool.name}: <span className="font-semibold">{pct(r.percent)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {CRITERION_GROUPS.map(([g, label]) => `${label} ${pct(r.byGroup[g])}`).join(' · ')}
            </p>
            {r.missedMustHaves.length > 0 && (
              <p className="mt-1 text-sm text-red-700">
                Misses a must-have: {r.missedMustHaves.join(', ')}.
              </p>
            )}
            {r.unscored > 0 && (
              <p className="mt-1 text-sm text-amber-800">
                {r.unscored === 1 ? '1 criterion' : `${r.unscored} criteria`} not scored yet
                (counted as 0).
              </p>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
