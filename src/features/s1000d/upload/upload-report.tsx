import { useMemo, useState } from 'react';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import { countByOutcome, OUTCOME_LABELS, reportLines, type ReportLine } from './upload-summary.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

type Props = { decisions: UploadDecision[]; stored: number; error: string | null };

const WRITTEN: ReportLine['outcome'][] = ['added', 'newIssue', 'olderIssue', 'nameMismatch'];

/** The summary after an upload: counts by outcome, then one line per file, filterable. */
export function UploadReport({ decisions, stored, error }: Props) {
  const lines = useMemo(() => reportLines(decisions, stored), [decisions, stored]);
  const counts = countByOutcome(lines);
  const [only, setOnly] = useState<ReportLine['outcome'] | 'all'>('all');
  const shown = only === 'all' ? lines : lines.filter((l) => l.outcome === only);
  return (
    <Panel id="upload-summary" title="Upload summary" bare className="flex flex-col gap-3">
      <ErrorMessage plain text={error} />
      <p className="text-slate-700">
        {stored} object(s) stored from {lines.length} file(s).
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show files by outcome">
        <button
          type="button"
          className={only === 'all' ? 'btn-primary' : 'btn-secondary'}
          onClick={() => setOnly('all')}
        >
          All ({lines.length})
        </button>
        {[...counts.entries()].map(([outcome, count]) => (
          <button
            key={outcome}
            type="button"
            className={only === outcome ? 'btn-primary' : 'btn-secondary'}
            onClick={() => setOnly(outcome)}
          >
            {OUTCOME_LABELS[outcome]} ({count})
          </button>
        ))}
      </div>
      <ul className="max-h-[28rem] divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200 bg-white">
        {shown.map((line, i) => (
          <li
            key={`${line.path}-${i}`}
            className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:gap-3"
          >
            <span
              className={`shrink-0 font-medium sm:w-56 ${WRITTEN.includes(line.outcome) ? 'text-green-800' : line.outcome === 'identical' ? 'text-slate-600' : 'text-red-800'}`}
            >
              {OUTCOME_LABELS[line.outcome]}
            </span>
            <span className="break-all text-slate-700">{line.message}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
