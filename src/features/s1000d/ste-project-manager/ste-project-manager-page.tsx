import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProjectRouteSelect } from '../common/project-route-select.tsx';
import { STE_INTRO, SteProject } from './ste-project.tsx';

/** /tools/ste-project-manager and /tools/ste-project-manager/:projectId. */
export default function SteProjectManagerPage() {
  const { projectId } = useParams();
  return projectId ? <SteProject projectId={projectId} /> : <SteProjectChooser />;
}

function SteProjectChooser() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="STE Project Manager" intro={STE_INTRO} />
      <section className="max-w-md">
        <ProjectRouteSelect toolPath="/tools/ste-project-manager" />
      </section>
    </div>
  );
}
