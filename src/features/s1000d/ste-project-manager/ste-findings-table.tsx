import { Link } from 'react-router';
import { moduleEditorPath, objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { steRule } from '../../../s1000d/ste/ste-rules.ts';
import type { SteProjectResult } from '../../../s1000d/ste/ste-project.ts';
import type { SteFinding } from '../../../s1000d/ste/ste-check.ts';
import { ResultTable } from '../common/result-table.tsx';

type Props = {
  projectId: string;
  results: readonly SteProjectResult[];
  /** Data module key → its code, as the library shows it. */
  codes: ReadonlyMap<string, string>;
};

/** Rows drawn at most; the counts above the table hold all of them. */
const SHOWN = 500;

function MarkedSentence({ finding }: { finding: SteFinding }) {
  const { sentence, at, text } = finding;
  return (
    <span>
      {sentence.slice(0, at)}
      <mark className="bg-amber-200">{sentence.slice(at, at + text.length)}</mark>
      {sentence.slice(at + text.length)}
    </span>
  );
}

/** Every finding of a run: data module, rule and its ASD-STE100 number, the sentence, ways in. */
export function SteFindingsTable({ projectId, results, codes }: Props) {
  const rows = results.flatMap((r) => r.findings.map((f) => ({ result: r, finding: f })));
  if (rows.length === 0)
    return <p className="text-sm text-green-800">No findings: every data module passed.</p>;
  return (
    <ResultTable
      caption="STE findings"
      columns={[
        'Data module',
        'Rule',
        'Severity',
        'Sentence',
        <span key="open" className="sr-only">
          Open
        </span>,
      ]}
      bodyClassName="divide-y divide-slate-100 align-top"
      after={
        rows.length > SHOWN && (
          <p className="px-3 py-2 text-sm text-slate-700">
            The first {SHOWN} of {rows.length} findings are shown.
          </p>
        )
      }
    >
      {rows.slice(0, SHOWN).map(({ result, finding }, i) => {
        const code = codes.get(result.key) ?? result.name;
        const line = finding.unit.line;
        return (
          <tr key={i}>
            <td className="px-3 py-2 font-mono text-xs break-all">
              {code}
              {line ? <span className="block text-slate-500">line {line}</span> : null}
            </td>
            <td className="px-3 py-2">
              <span className="font-mono text-xs">
                {finding.ruleNumber} ({finding.issue})
              </span>
              <span className="block">{steRule(finding.rule).title}</span>
              <span className="block text-slate-600">{finding.message}</span>
            </td>
            <td className="px-3 py-2">{finding.severity}</td>
            <td className="px-3 py-2">
              <MarkedSentence finding={finding} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <Link
                className="block text-blue-700 underline"
                to={objectViewerPath(projectId, result.key, finding.unit.id)}
                aria-label={`View ${code}`}
              >
                View
              </Link>
              <Link
                className="block text-blue-700 underline"
                to={moduleEditorPath(projectId, result.key)}
                aria-label={`Edit ${code}`}
              >
                Edit
              </Link>
            </td>
          </tr>
        );
      })}
    </ResultTable>
  );
}
