import { Link } from 'react-router';
import { objectViewerPath } from '../../../../lib/s1000d-viewer-paths.ts';
import type { PublicationReport } from '../../../../s1000d/publication/analyze-publication.ts';
import { TableHead } from '../../../../ui/table-head.tsx';

function Counts({ title, counts }: { title: string; counts: Record<string, number> }) {
  const entries = Object.entries(counts);
  return (
    <table className="text-left text-sm">
      <caption className="text-left font-medium text-slate-900">{title}</caption>
      <tbody>
        {entries.length === 0 && (
          <tr>
            <td className="text-slate-600">None</td>
          </tr>
        )}
        {entries.map(([k, v]) => (
          <tr key={k}>
            <th scope="row" className="pr-4 font-mono text-xs font-normal">
              {k}
            </th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PROBLEM = { missing: 'Missing', otherIssue: 'Other issue' } as const;

/** The analyzer's report: every section of PublicationReport, in the order an author fixes them. */
export function AnalyzerReport({
  report,
  projectId,
}: {
  report: PublicationReport;
  projectId: string;
}) {
  const c = report.counts;
  return (
    <section
      aria-label="Publication report"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <span className="font-mono text-base">{report.code}</span> {report.issue} {report.title}
      </h2>
      <p role="status" className="text-slate-800">
        {c.entries} entries (depth {report.depth}), {c.dmRefs} data module references, {c.pmRefs}{' '}
        publication module references, {c.externalPubRefs} external publications.{' '}
        {report.unresolved.length} unresolved, {report.duplicates.length} duplicated,{' '}
        {report.orphans.length} data modules in no publication.
      </p>
      {report.expectedFileName ? (
        <p className="text-amber-900">
          The file name {report.fileName} does not match the module’s own code: it should be{' '}
          {report.expectedFileName}.
        </p>
      ) : (
        <p className="text-slate-700">The file name matches the module’s pmCode.</p>
      )}
      <div className="flex flex-wrap gap-8">
        <Counts title="Entry types (pmEntryType)" counts={report.entryTypes} />
        <Counts title="Information codes" counts={report.infoCodes} />
        <Counts title="Schemas" counts={report.schemas} />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium text-slate-900">Unresolved references</caption>
        <TableHead
          className="text-xs text-slate-600 uppercase"
          columns={['Reference', 'Title', 'Problem']}
        />
        <tbody>
          {report.unresolved.length === 0 && (
            <tr>
              <td colSpan={3} className="text-slate-600">
                Every reference resolves in the project.
              </td>
            </tr>
          )}
          {report.unresolved.map((u, i) => (
            <tr key={`${u.ref}-${i}`}>
              <td className="font-mono text-xs break-all">{u.ref}</td>
              <td>{u.title}</td>
              <td>
                {PROBLEM[u.problem]}
                {u.found && ` (the project holds ${u.found.join(', ')})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.duplicates.length > 0 && (
        <div>
          <h3 className="font-medium text-slate-900">Duplicates</h3>
          <ul className="text-sm">
            {report.duplicates.map((d) => (
              <li key={d.code}>
                <span className="font-mono text-xs">{d.code}</span> listed {d.count} times
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-medium text-slate-900">Data modules no publication lists</h3>
        <ul className="text-sm">
          {report.orphans.length === 0 && <li className="text-slate-600">None</li>}
          {report.orphans.map((o) => (
            <li key={o.key}>
              <Link className="link" to={objectViewerPath(projectId, o.key)}>
                <span className="font-mono text-xs">{o.code}</span> {o.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium text-slate-900">Where used</caption>
        <TableHead
          className="text-xs text-slate-600 uppercase"
          columns={['Data module', 'Also in']}
        />
        <tbody>
          {report.whereUsed.map((w) => (
            <tr key={w.key}>
              <td className="font-mono text-xs break-all">{w.code}</td>
              <td className="font-mono text-xs break-all">
                {w.publications.join(', ') || 'only this publication'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
