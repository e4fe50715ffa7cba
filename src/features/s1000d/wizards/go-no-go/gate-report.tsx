import { Link } from 'react-router';
import { GATE_FIXES, type GateResult } from '../../../../s1000d/gate/gate-model.ts';
import { fixLink } from './fix-links.ts';

const STATUS_NAMES = {
  pass: 'Passed',
  fail: 'Failed',
  warn: 'Warnings',
  skipped: 'Skipped',
  notApplicable: 'Not applicable',
} as const;

/** GO or NO-GO, each step in the authors' order, and every reason with the page that fixes it. */
export function GateReport({ result, projectId }: { result: GateResult; projectId: string }) {
  const go = result.verdict === 'GO';
  return (
    <section
      aria-label="Go / No-Go result"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p role="status" className={`text-2xl font-bold ${go ? 'text-emerald-700' : 'text-red-700'}`}>
        {result.verdict}
        <span className="ml-2 text-base font-normal text-slate-700">
          {result.objects.length} object{result.objects.length === 1 ? '' : 's'} gated
        </span>
      </p>
      <table aria-label="Steps" className="w-full max-w-2xl text-left text-sm">
        <tbody>
          {result.steps.map((s) => (
            <tr key={s.id} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {s.label}
              </th>
              <td className={`py-1 ${s.status === 'fail' ? 'text-red-700' : ''}`}>
                {STATUS_NAMES[s.status]}
                {s.failed ? ` (${s.failed} failed)` : ''}
                {s.warned ? ` (${s.warned} with warnings)` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.reasons.length > 0 && (
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            Reasons ({result.reasons.length})
          </h2>
          <ul aria-label="Reasons" className="mt-2 flex flex-col gap-2 text-sm">
            {result.reasons.map((r, i) => (
              <li key={i} className={r.severity === 'fail' ? 'text-red-800' : 'text-amber-800'}>
                <span className="font-semibold">{r.severity === 'fail' ? 'Fails' : 'Warning'}</span>{' '}
                <span className="font-mono">
                  {r.object}
                  {r.line ? `:${r.line}` : ''}
                </span>
                : {r.message}{' '}
                <Link className="text-blue-700 underline" to={fixLink(r.fix, projectId, r.object)}>
                  {GATE_FIXES[r.fix]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
