import type { DdnReading } from './ddn-worker.ts';
import { FactList } from '../../../../ui/fact-list.tsx';

type Reading = Extract<DdnReading, { ok: true }>;

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">
        {title} ({names.length})
      </h3>
      <ul className="font-mono text-xs break-all">
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}

/** The DDN's dispatch and its delivery list against the files chosen and the project. */
export function DdnReport({ reading }: { reading: Reading }) {
  const { header, files, project } = reading;
  const facts: [string, string | undefined][] = [
    ['DDN code', header.code],
    ['Issue date', header.issueDate],
    ['From', header.dispatchFrom],
    ['To', header.dispatchTo],
    ['Authorization', header.authorization],
    ['Security classification', header.securityClassification],
    ['BREX', header.brex],
    ['Media', header.mediaIdent],
  ];
  return (
    <section
      aria-label="Delivery"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <FactList facts={facts} />
      <p role="status" className="text-slate-800">
        {reading.items} listed: {files.present.length} among the files chosen,{' '}
        {project.present.length} already in the project.
      </p>
      <h2 className="text-lg font-semibold text-slate-900">Against the files chosen</h2>
      <NameList title="Missing" names={files.missing} />
      <NameList
        title="Issue mismatch"
        names={files.otherIssue.map((o) => `${o.listed} (received ${o.found.join(', ')})`)}
      />
      <NameList title="Name does not parse" names={files.unparsable} />
      <NameList title="Unexpected (not listed)" names={files.unlisted} />
      <h2 className="text-lg font-semibold text-slate-900">Against the project</h2>
      <NameList title="Not in the project" names={project.missing} />
      <NameList
        title="Another issue in the project"
        names={project.otherIssue.map((o) => `${o.listed} (project has ${o.found.join(', ')})`)}
      />
      <NameList
        title="Entity control number starts with ICN- (BREX-S1-00012)"
        names={project.icnControlNumbers.map((i) => `${i.listed}: ${i.entityControlNumber}`)}
      />
    </section>
  );
}
