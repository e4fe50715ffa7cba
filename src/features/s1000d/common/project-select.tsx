import { useId } from 'react';
import { Link } from 'react-router';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { VisibleProject } from './use-s1000d-projects.ts';

type Props = {
  label?: string;
  /** The projects as listed, or as useS1000dProjects gives them (with the user's rights). */
  projects: readonly (S1000dProject | VisibleProject)[] | null;
  value: string;
  onChange: (projectId: string) => void;
  disabled?: boolean;
  /** The layout of the field's box (a width, mostly). */
  className?: string;
};

const projectOf = (p: S1000dProject | VisibleProject) => ('project' in p ? p.project : p);

/** Chooses one of the user's S1000D projects; says where to make one when there is none. */
export function ProjectSelect({
  label = 'S1000D project',
  projects,
  value,
  onChange,
  disabled,
  className,
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
    <div className={className}>
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
        {projects.map(projectOf).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
