import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { DecisionList } from './decision-list.tsx';
import { useBrdpData } from './use-brdp-data.ts';
import { BrdpLoadStatus } from './brdp-load-status.tsx';

/** /tools/brdps: browse and search a project's BRDPs and what was decided, read only. */
export default function BrdpsPage() {
  const { projects } = useS1000dProjects();
  const [projectId, setProjectId] = useState('');
  const brdp = useBrdpData(projectId);
  const { index, decisions } = brdp;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="BRDPs"
        intro="Browse and search the business rules decision points of a project, with the decision on each."
      />
      <ProjectSelect
        className="max-w-md"
        projects={projects}
        value={projectId}
        onChange={setProjectId}
      />
      <BrdpLoadStatus projectId={projectId} data={brdp} />
      {projectId && index === null && (
        <p className="text-slate-700">
          This project has no BRDP index yet. Its managers import it in{' '}
          <Link className="text-blue-700 underline" to="/tools/brdp-management">
            BRDP Management
          </Link>
          .
        </p>
      )}
      {index && decisions && <DecisionList brdps={index.brdps} decisions={decisions} />}
    </div>
  );
}
