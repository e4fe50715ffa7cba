import type { BrexInventory } from '../../../s1000d/csdb/brex-inventory.ts';
import { plural, ruleCounts, severityText } from './brex-summary-text.ts';
import type { SummaryOrError } from './use-brex-inventory.ts';
import { ResultTable } from '../common/result-table.tsx';

type Props = {
  inventory: BrexInventory;
  summaries: ReadonlyMap<string, SummaryOrError> | null;
};

/** Every BREX in reach of a project: issue, chain, rules by kind, severities, followers. */
export function BrexTable({ inventory, summaries }: Props) {
  const codeOf = new Map(inventory.brex.map((b) => [b.key, b.code]));
  return (
    <ResultTable
      caption="BREX in reach"
      columns={['BREX', 'Issue', 'Chain', 'Rules', 'Severity levels', 'Followers']}
      bodyClassName="divide-y divide-slate-100 align-top"
    >
      {inventory.brex.map((b) => {
        const info = summaries?.get(b.key);
        return (
          <tr key={b.key}>
            <td className="px-3 py-2">
              <span className="font-mono text-xs break-all">{b.code}</span>
              <span className="block text-slate-600">
                {b.source === 'default' ? 'S1000D default BREX' : b.title}
              </span>
            </td>
            <td className="px-3 py-2">
              {b.issue || (info?.summary?.issue ? `Issue ${info.summary.issue}` : '')}
              {b.issues.length > 1 && (
                <span className="block text-xs text-slate-600">Kept: {b.issues.join(', ')}</span>
              )}
            </td>
            <td className="px-3 py-2 font-mono text-xs break-all">
              {(inventory.chains.get(b.key) ?? [b.key]).map((k) => codeOf.get(k) ?? k).join(' → ')}
            </td>
            <td className="px-3 py-2">
              {info?.summary ? (
                ruleCounts(info.summary).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              ) : info?.error ? (
                <span className="text-red-700">{info.error}</span>
              ) : (
                <span className="text-slate-500">Reading...</span>
              )}
            </td>
            <td className="px-3 py-2">{info?.summary ? severityText(info.summary) : ''}</td>
            <td className="px-3 py-2">
              {b.followers.length === 0 ? (
                'None'
              ) : (
                <details>
                  <summary>{plural(b.followers.length, 'object')}</summary>
                  <ul className="mt-1 font-mono text-xs break-all">
                    {b.followers.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                </details>
              )}
            </td>
          </tr>
        );
      })}
    </ResultTable>
  );
}
