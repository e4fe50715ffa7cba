import type { CodeAnalysis } from '../../../../s1000d/codes/analyze-code.ts';
import { TableHead } from '../../../../ui/table-head.tsx';

/** One analysed code: every segment explained, its problems, its XML and file name. */
export function CodeAnalysisView({ analysis }: { analysis: CodeAnalysis }) {
  const errors = analysis.problems.filter((p) => p.severity === 'error').length;
  return (
    <section
      aria-label={`Analysis of ${analysis.code}`}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {analysis.kindName}: <span className="font-mono">{analysis.code}</span>
      </h2>
      <p className={`mt-1 text-sm ${errors ? 'text-red-700' : 'text-emerald-800'}`}>
        {errors
          ? `Not valid: ${errors} problem${errors === 1 ? '' : 's'}.`
          : 'Valid against the specification' +
            (analysis.problems.some((p) => p.rule === 'project') ? '.' : ' and the rules given.')}
      </p>
      {analysis.snsTitles && analysis.snsTitles.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">SNS: {analysis.snsTitles.join(' › ')}</p>
      )}
      <table className="mt-3 w-full text-left text-sm">
        <TableHead
          className="text-slate-600"
          cellClassName="py-1 font-medium"
          gapClassName="pr-3"
          columns={['Segment', 'Value', 'Meaning']}
        />
        <tbody>
          {analysis.segments.map((s) => (
            <tr key={s.attribute} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                {s.label}
              </th>
              <td className="py-1 pr-3 font-mono">{s.value}</td>
              <td className="py-1">
                {s.meaning}
                {s.problem && <span className="block text-red-700">{s.problem}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {analysis.problems.length > 0 && (
        <ul aria-label="Problems" className="mt-3 flex flex-col gap-1 text-sm">
          {analysis.problems.map((p, i) => (
            <li key={i} className={p.severity === 'error' ? 'text-red-700' : 'text-amber-800'}>
              {p.severity === 'error' ? 'Problem' : 'Warning'} (
              {p.rule === 'issue' ? 'specification' : 'project'}): {p.message}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-3 text-sm font-semibold text-slate-900">XML</h3>
      <pre
        aria-label="XML of the code"
        className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap"
      >
        {analysis.xml.element}
      </pre>
      {analysis.fileName && (
        <p className="mt-2 text-sm text-slate-700">
          File name: <span className="font-mono">{analysis.fileName}</span>
        </p>
      )}
    </section>
  );
}
