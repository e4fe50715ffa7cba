import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../app/session/session-context.ts';
import type { ProjectDocument } from '../../data/projects.ts';
import { Loading } from '../../ui/loading.tsx';
import { IPS_TEXT } from './ips-permissions.ts';
import { otherFields, readIpsData } from './ips-project.ts';
import { IpsProjectSections } from './ips-project-sections.tsx';

export default function IpsProjectPage() {
  const { projectId = '' } = useParams();
  const { backend } = useSession();
  const [project, setProject] = useState<ProjectDocument | null | 'missing'>(null);
  const [pbsName, setPbsName] = useState<string | null>(null);
  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.ipsProjects
      .get(projectId)
      .then(async (found) => {
        if (!live) return;
        setProject(found ?? 'missing');
        const linked = found && readIpsData(found.fields).linkedPbsProjectId;
        if (linked) {
          const pbs = await backend.pbsProjects.get(linked).catch(() => null);
          if (live) setPbsName(pbs?.name ?? null);
        }
      })
      .catch(() => live && setProject('missing'));
    return () => {
      live = false;
    };
  }, [backend, projectId]);
  if (project === null) return <Loading text="Loading content..." />;
  if (project === 'missing') return <p role="alert">{IPS_TEXT.notFound}</p>;
  const data = readIpsData(project.fields);
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/tools/ips-projects" className="text-blue-800 underline">
          IPS Projects
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold text-slate-900">{project.name || 'Untitled'}</h1>
      <IpsProjectSections data={data} pbsName={pbsName} others={otherFields(project.fields)} />
    </div>
  );
}
