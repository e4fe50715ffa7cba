import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { S_SERIES, type IpsProjectData } from './ips-project.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

type Props = { data: IpsProjectData; pbsName: string | null; others: string[] };

/** Overview, specifications, team, milestones and the linked PBS project. */
export function IpsProjectSections({ data, pbsName, others }: Props) {
  const specName = (id: string) => S_SERIES.find(([code]) => code === id)?.[1] ?? '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Overview">
        <p>{data.description || 'No description.'}</p>
        <p className="mt-2">Product: {data.product || '—'}</p>
        <p>
          Customer: {data.customer || '—'}
          {data.contract && ` (contract ${data.contract})`}
        </p>
      </Section>
      <Section title="Linked PBS project">
        {data.linkedPbsProjectId ? (
          <Link
            to={`/tools/pbs-projects/${data.linkedPbsProjectId}`}
            className="text-blue-800 underline"
          >
            {pbsName ?? 'Open the linked PBS project'}
          </Link>
        ) : (
          <p>No PBS project linked.</p>
        )}
      </Section>
      <Section title="Specifications">
        {data.specifications.length === 0 ? (
          <p>None chosen.</p>
        ) : (
          <ul className="list-disc pl-5">
            {data.specifications.map((s) => (
              <li key={s}>
                <strong>{s}</strong> {specName(s)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Team">
        {data.team.length === 0 ? (
          <p>No team members yet.</p>
        ) : (
          <ul className="list-disc pl-5">
            {data.team.map((m, i) => (
              <li key={i}>
                {m.name} — {m.role}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Milestones">
        {data.milestones.length === 0 ? (
          <p>No milestones yet.</p>
        ) : (
          <ul className="list-disc pl-5">
            {data.milestones.map((m, i) => (
              <li key={i}>
                {m.due} {m.title} ({m.status})
              </li>
            ))}
          </ul>
        )}
      </Section>
      {others.length > 0 && (
        <Section title="Other stored data">
          <p>Kept from an earlier version of this tool: {others.join(', ')}.</p>
        </Section>
      )}
    </div>
  );
}
