import { Link, useParams } from 'react-router';
import { useLoad } from '../../../session/use-load.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProjectRouteSelect } from '../common/project-route-select.tsx';
import { summarizeInWorker } from './brex-info-client.ts';
import { ruleCounts, severityText } from './brex-summary-text.ts';
import { DEFAULT_BREX_CODES, defaultBrexFile, issuesOfDefault } from './default-brex-file.ts';
import { ProjectBrex } from './project-brex.tsx';
import type { SummaryOrError } from './use-brex-inventory.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ResultTable } from '../common/result-table.tsx';

/** /tools/brex-management and /tools/brex-management/:projectId. */
export default function BrexManagementPage() {
  const { projectId } = useParams();
  return projectId ? <ProjectBrex projectId={projectId} /> : <BrexOverview />;
}

/** The S1000D default BREX, each summarised or with why it could not be. */
async function summarizeDefaults(): Promise<Map<string, SummaryOrError>> {
  const results = await summarizeInWorker(
    await Promise.all(DEFAULT_BREX_CODES.map(defaultBrexFile)),
  );
  return new Map(results.map((r) => [r.name, 'summary' in r ? r : { error: `${r.error}` }]));
}

/** Every project's BREX is one choice away; the S1000D default BREX, summarised. */
function BrexOverview() {
  const { value: defaults, failed } = useLoad(summarizeDefaults, {
    initial: null,
    fallback: null,
    what: 'Default BREX summaries',
  });
  const error = failed ? 'The S1000D default BREX could not be read. Please try again.' : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="BREX Management"
        intro="Every BREX in reach of a project: its issues, its chain from the S1000D default BREX, its rules, and the objects that follow it."
        actions={
          <Link className="btn-secondary" to="/tools/brex-builder">
            BREX Builder
          </Link>
        }
      />
      <section className="max-w-md">
        <ProjectRouteSelect toolPath="/tools/brex-management" />
      </section>
      <section aria-labelledby="default-brex" className="flex flex-col gap-2">
        <h2 id="default-brex" className="text-lg font-semibold text-slate-900">
          S1000D default BREX
        </h2>
        <ErrorMessage plain text={error} />
        <ResultTable
          caption="S1000D default BREX"
          columns={['BREX', 'S1000D issue', 'Rules', 'Severity levels']}
          bodyClassName="divide-y divide-slate-100 align-top"
        >
          {DEFAULT_BREX_CODES.map((code) => {
            const info = defaults?.get(code);
            return (
              <tr key={code}>
                <td className="px-3 py-2 font-mono text-xs break-all">{code}</td>
                <td className="px-3 py-2">{issuesOfDefault(code).join(', ')}</td>
                <td className="px-3 py-2">
                  {info?.summary
                    ? ruleCounts(info.summary).map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))
                    : (info?.error ?? 'Reading...')}
                </td>
                <td className="px-3 py-2">{info?.summary ? severityText(info.summary) : ''}</td>
              </tr>
            );
          })}
        </ResultTable>
      </section>
    </div>
  );
}
