import type { BrexFinding } from '../../../s1000d/brex/finding.ts';
import { ResultTable } from '../common/result-table.tsx';

type Props = {
  findings: readonly BrexFinding[];
  onOpen: (finding: BrexFinding) => void;
};

/** Rows drawn at most: the exports hold them all. */
const SHOWN = 1000;

const KIND_LABEL: Record<BrexFinding['kind'], string> = {
  structure: 'Structure',
  value: 'Value',
  sns: 'SNS',
  notation: 'Notation',
  xpathError: 'Rule ignored',
  brexNotFound: 'BREX not found',
  noBrex: 'No BREX named',
  unreadable: 'Unreadable',
};

/** The findings of a check: object, rule, objectUse, severity, line, path, and a way in. */
export function FindingsTable({ findings, onOpen }: Props) {
  if (findings.length === 0)
    return <p className="text-sm text-green-800">No findings: every object passed.</p>;
  return (
    <ResultTable
      caption="Findings"
      columns={[
        'Object',
        'Rule',
        'objectUse',
        'Severity',
        'Line',
        'Path',
        <span key="open" className="sr-only">
          Open
        </span>,
      ]}
      after={
        findings.length > SHOWN && (
          <p className="px-3 py-2 text-sm text-slate-700">
            The first {SHOWN} of {findings.length} findings are shown; the exports hold all of them.
          </p>
        )
      }
    >
      {findings.slice(0, SHOWN).map((f, i) => (
        <tr key={i} className={f.fail ? '' : 'text-slate-600'}>
          <td className="px-3 py-2 font-mono text-xs break-all">{f.object}</td>
          <td className="px-3 py-2">
            {KIND_LABEL[f.kind]}
            {f.ruleId && <span className="block font-mono text-xs">{f.ruleId}</span>}
          </td>
          <td className="px-3 py-2">{f.objectUse ?? f.message}</td>
          <td className="px-3 py-2">{f.severity ?? (f.fail ? 'error' : 'warning')}</td>
          <td className="px-3 py-2">{f.line ?? ''}</td>
          <td className="px-3 py-2 font-mono text-xs break-all">{f.path ?? ''}</td>
          <td className="px-3 py-2">
            <button
              type="button"
              className="text-blue-700 underline"
              onClick={() => onOpen(f)}
              aria-label={`Open ${f.object}${f.line ? ` at line ${f.line}` : ''}`}
            >
              {f.line ? `Open at line ${f.line}` : 'Open'}
            </button>
          </td>
        </tr>
      ))}
    </ResultTable>
  );
}
