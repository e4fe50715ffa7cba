import type { ProjectDocument } from '../../domain/projects.ts';

type Props = {
  value: string;
  pbsProjects: readonly ProjectDocument[];
  onChange: (pbsProjectId: string) => void;
};

/** The PBS project an IPS project links to, or none. */
export function LinkedPbsSelect({ value, pbsProjects, onChange }: Props) {
  return (
    <label className="label">
      Linked PBS project
      <select className="field mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">None</option>
        {pbsProjects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}
