import { CRITERIA, CRITERION_GROUPS } from './checklist-criteria.ts';
import { MAX_SCORE, SCORE_LABELS, type Evaluation } from './checklist.ts';
import { TableHead } from '../../../../ui/table-head.tsx';

type Props = { evaluation: Evaluation; onChange: (evaluation: Evaluation) => void };

const WEIGHTS = Array.from({ length: MAX_SCORE + 1 }, (_, i) => i);

/** Every criterion with its weight and must-have mark, and a score for each tool. */
export function ChecklistTable({ evaluation, onChange }: Props) {
  const setWeight = (id: string, weight: number) =>
    onChange({ ...evaluation, weights: { ...evaluation.weights, [id]: weight } });
  const setMustHave = (id: string, on: boolean) =>
    onChange({
      ...evaluation,
      mustHave: on ? [...evaluation.mustHave, id] : evaluation.mustHave.filter((m) => m !== id),
    });
  const setScore = (toolId: string, id: string, value: string) => {
    const scores = { ...(evaluation.scores[toolId] ?? {}) };
    if (value === '') delete scores[id];
    else scores[id] = Number(value);
    onChange({ ...evaluation, scores: { ...evaluation.scores, [toolId]: scores } });
  };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Evaluation criteria and scores</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          cellClassName="p-2"
          columns={['Criterion', 'Weight', 'Must have', ...evaluation.tools.map((t) => t.name)]}
        />
        {CRITERION_GROUPS.map(([group, label]) => (
          <tbody key={group} className="divide-y divide-slate-100">
            <tr className="bg-slate-100">
              <th
                scope="rowgroup"
                colSpan={3 + evaluation.tools.length}
                className="p-2 font-semibold text-slate-900"
              >
                {label}
              </th>
            </tr>
            {CRITERIA.filter((c) => c.group === group).map((c) => (
              <tr key={c.id}>
                <th scope="row" className="p-2 align-top font-normal">
                  <span className="font-medium text-slate-900">{c.title}</span>
                  <span className="block text-xs text-slate-600">{c.detail}</span>
                </th>
                <td className="p-2 align-top">
                  <select
                    aria-label={`Weight of ${c.title}`}
                    className="field"
                    value={evaluation.weights[c.id] ?? c.weight}
                    onChange={(e) => setWeight(c.id, Number(e.target.value))}
                  >
                    {WEIGHTS.map((w) => (
                      <option key={w} value={w}>
                        {w}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="p-2 align-top">
                  <input
                    type="checkbox"
                    aria-label={`${c.title} is a must-have`}
                    checked={evaluation.mustHave.includes(c.id)}
                    onChange={(e) => setMustHave(c.id, e.target.checked)}
                  />
                </td>
                {evaluation.tools.map((t) => (
                  <td key={t.id} className="p-2 align-top">
                    <select
                      aria-label={`${t.name}: ${c.title}`}
                      className="field"
                      value={evaluation.scores[t.id]?.[c.id] ?? ''}
                      onChange={(e) => setScore(t.id, c.id, e.target.value)}
                    >
                      <option value="">Not scored</option>
                      {SCORE_LABELS.map((label, score) => (
                        <option key={score} value={score}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
