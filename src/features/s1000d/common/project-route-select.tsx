import { useNavigate } from 'react-router';
import { ProjectSelect } from './project-select.tsx';
import { useS1000dProjects } from './use-s1000d-projects.ts';

type Props = {
  /** The tool's address; a chosen project opens `${toolPath}/${projectId}`. */
  toolPath: string;
  /** The project the address names, if any. */
  projectId?: string;
};

/** The project picker of a tool whose address names the project: choosing one goes there. */
export function ProjectRouteSelect({ toolPath, projectId = '' }: Props) {
  const navigate = useNavigate();
  const { projects } = useS1000dProjects();
  return (
    <ProjectSelect
      projects={projects}
      value={projectId}
      onChange={(id) => void navigate(id ? `${toolPath}/${id}` : toolPath)}
    />
  );
}
