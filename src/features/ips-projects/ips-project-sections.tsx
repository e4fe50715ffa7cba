import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { S_SERIES, type IpsProjectData } from './ips-project.ts';
import { PROJECT_SECTIONS, type ProjectSection } from './project-sections.ts';
import { IconButton } from '../../ui/icon-button.tsx';

/** On the project page: which section is being edited (its form), and how to start editing. */
export type SectionEditing = {
  editing: ProjectSection | null;
  form: ReactNode;
  onEdit: ((section: ProjectSection) => void) | null;
};

type SectionProps = { title: string; children: ReactNode; edit?: SectionEditing };

function Section({ title, children, edit }: SectionProps) {
  const editable = edit && (PROJECT_SECTIONS as readonly string[]).includes(title);
  const section = title as ProjectSection;
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {editable && edit.onEdit && edit.editing === null && (
          <IconButton
            icon={Pencil}
            className="btn-secondary"
            aria-label={`Edit ${title.toLowerCase()}`}
            onClick={() => edit.onEdit?.(section)}
          >
            Edit
          </IconButton>
        )}
      </div>
      <div className="mt-2 text-sm text-slate-800">
        {editable && edit.editing === section ? edit.form : children}
      </div>
    </section>
  );
}

type Props = {
  data: IpsProjectData;
  pbsName: string | null;
  others: string[];
  edit?: SectionEditing;
};

/** Overview, specifications, team, milestones and the linked PBS project. */
export function IpsProjectSections({ data, pbsName, others, edit }: Props) {
  const specName = (id: string) => S_SERIES.find(([code]) => code === id)?.[1] ?? '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Overview" edit={edit}>
        <p>{data.description || 'No description.'}</p>
        <p className="mt-2">Product: {data.product || '—'}</p>
        <p>
          Customer: {data.customer || '—'}
          {data.contract && ` (contract ${data.contract})`}
        </p>
      </Section>
      <Section title="Linked PBS project" edit={edit}>
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
      <Section title="Specifications" edit={edit}>
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
      <Section title="Team" edit={edit}>
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
      <Section title="Milestones" edit={edit}>
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
