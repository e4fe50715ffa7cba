import { useId } from 'react';
import { Link } from 'react-router';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';

type Props = {
  label?: string;
  projects: readonly S1000dProject[] | null;
  value: string;
  onChange: (projectId: string) => void;
  disabled?: boolean;
};

/** Chooses one of the user's S1000D projects; says where to make one when there is none. */
export function ProjectSelect({
  label = 'S1000D project',
  projects,
  value,
  onChange,
  disabled,
}: Props) {
  const id = useId();
  if (projects === null) return <p className="text-sm text-slate-600">Loading projects...</p>;
  if (projects.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        You have no S1000D project yet.{' '}
        <Link className="text-blue-700 underline" to="/tools/wizards/s1000d/rapid-setup">
          Set one up with Rapid Setup
        </Link>
        .
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="field mt-1"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose a project</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
