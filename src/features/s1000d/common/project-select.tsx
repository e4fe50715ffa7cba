import { Link } from 'react-router';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { SelectField } from '../../../ui/select-field.tsx';
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
  const list = projects.map(projectOf);
  const names = new Map(list.map((p) => [p.id, p.name]));
  return (
    <SelectField
      className={className}
      label={label}
      value={value}
      options={list.map((p) => p.id)}
      labels={(id) => names.get(id) ?? id}
      none="Choose a project"
      disabled={disabled}
      onChange={onChange}
    />
  );
}
