import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { STE_INTRO, SteProject } from './ste-project.tsx';

/** /tools/ste-project-manager and /tools/ste-project-manager/:projectId. */
export default function SteProjectManagerPage() {
  const { projectId } = useParams();
  return projectId ? <SteProject projectId={projectId} /> : <SteProjectChooser />;
}

function SteProjectChooser() {
  const navigate = useNavigate();
  const { projects } = useS1000dProjects();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="STE Project Manager" intro={STE_INTRO} />
      <section className="max-w-md">
        <ProjectSelect
          projects={projects}
          value=""
          onChange={(id) => id && void navigate(`/tools/ste-project-manager/${id}`)}
        />
      </section>
    </div>
  );
}
