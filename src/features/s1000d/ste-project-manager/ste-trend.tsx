import { format } from 'date-fns';
import type { StoredSteRun } from '../../../domain/ste.ts';
import { findingsPer100Sentences } from '../../../s1000d/ste/ste-runs.ts';
import { ResultTable } from '../common/result-table.tsx';

/** Bars of findings per 100 sentences, oldest run on the left: drawn as React SVG elements. */
function TrendChart({ runs }: { runs: readonly StoredSteRun[] }) {
  const values = runs.map(findingsPer100Sentences);
  const top = Math.max(1, ...values);
  const [width, height, bar] = [Math.max(120, runs.length * 14), 60, 10];
  const last = values[values.length - 1] ?? 0;
  return (
    <svg
      role="img"
      aria-label={`Findings per 100 sentences over ${runs.length} runs; the last run: ${last.toFixed(1)}`}
      width={width}
      height={height}
      className="rounded border border-slate-200 bg-white"
    >
      {values.map((v, i) => {
        const h = Math.max(1, (v / top) * (height - 6));
        return (
          <rect
            key={runs[i]!.seq}
            x={i * 14 + 2}
            y={height - h - 2}
            width={bar}
            height={h}
            className="fill-blue-600"
          />
        );
      })}
    </svg>
  );
}

/** The project's kept runs: a small chart and the counts of each, newest first. */
export function SteTrend({ runs }: { runs: readonly StoredSteRun[] }) {
  if (runs.length === 0)
    return (
      <p className="text-sm text-slate-600">No run is kept yet: the trend starts with the first.</p>
    );
  return (
    <div className="flex flex-col gap-3">
      <TrendChart runs={runs} />
      <ResultTable
        caption="Past runs"
        columns={[
          'Run',
          'When',
          'By',
          'Data modules',
          'Sentences',
          'Errors',
          'Warnings',
          'Info',
          'Per 100 sentences',
        ]}
        frameClassName="max-h-80 overflow-auto"
        stickyHead
      >
        {[...runs].reverse().map((r) => (
          <tr key={r.seq}>
            <td className="px-3 py-2">{r.seq}</td>
            <td className="px-3 py-2">{r.at ? format(r.at, 'yyyy-MM-dd HH:mm') : ''}</td>
            <td className="px-3 py-2">{r.byName}</td>
            <td className="px-3 py-2">{r.modules}</td>
            <td className="px-3 py-2">{r.sentences}</td>
            <td className="px-3 py-2">{r.errors}</td>
            <td className="px-3 py-2">{r.warnings}</td>
            <td className="px-3 py-2">{r.infos}</td>
            <td className="px-3 py-2">{findingsPer100Sentences(r).toFixed(1)}</td>
          </tr>
        ))}
      </ResultTable>
    </div>
  );
}
