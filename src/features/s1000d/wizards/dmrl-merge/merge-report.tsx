import type { MergeResult } from '../../../../s1000d/planning/dmrl-merge.ts';
import { TableHead } from '../../../../ui/table-head.tsx';
import { MessageList } from '../../common/message-list.tsx';

/** The diff report: conflicts first, then what each list added, changed or deleted. */
export function MergeReport({ result }: { result: MergeResult }) {
  const rows = [...result.rows].sort(
    (a, b) => Number(b.change === 'conflict') - Number(a.change === 'conflict'),
  );
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className={result.conflicts ? 'text-amber-900' : 'text-emerald-800'}>
        {result.fileName}: {result.rows.length} change(s), {result.conflicts} conflict(s).
      </p>
      <MessageList label="DML rule findings" items={result.ruleFindings} />
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Diff report</caption>
          <TableHead
            className="border-b border-slate-200 text-slate-600"
            cellClassName="py-2"
            gapClassName="pr-4"
            columns={['Change', 'Entry', 'From list', 'Detail']}
          />
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.key}-${r.list}-${i}`} className="border-b border-slate-100">
                <td
                  className={`py-1 pr-4 ${r.change === 'conflict' ? 'font-semibold text-red-700' : ''}`}
                >
                  {r.change}
                </td>
                <td className="py-1 pr-4 font-mono text-xs">{r.key}</td>
                <td className="py-1 pr-4 text-xs">{r.list}</td>
                <td className="py-1">{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
