import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../ui/loading.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { ObjectLibrary } from './library/object-library.tsx';
import { MembersPanel } from './members-panel.tsx';
import { ProjectHistory } from './project-history.tsx';
import { ProjectSettingsView } from './project-settings-view.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';

const TABS = ['Library', 'Settings', 'Members', 'History'] as const;
type Tab = (typeof TABS)[number];

/** /tools/s1000d-projects/:projectId: the project's home and its object library. */
export default function S1000dProjectPage() {
  const { projectId } = useParams();
  const { project, rows, rights, error } = useS1000dProject(projectId);
  const actor = useS1000dActor();
  const [tab, setTab] = useState<Tab>('Library');
  if (error) {
    return <ErrorMessage plain text={error} />;
  }
  if (project === undefined || rows === null || !projectId)
    return <Loading text="Loading content..." />;
  if (project === null || !rights?.read) {
    return (
      <ErrorMessage
        plain
        text="This S1000D project does not exist, or you are not one of its members."
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{project.name}</h1>
          <p className="text-slate-600">
            {project.description || 'S1000D project'}
            {rights.role && (
              <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs">{rights.role}</span>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <Link
            to={`/tools/ste-project-manager/${encodeURIComponent(projectId)}`}
            className="btn-secondary"
          >
            STE
          </Link>
          {rights.writeObjects && (
            <Link to={`/upload?project=${projectId}`} className="btn-primary">
              <Upload aria-hidden className="h-4 w-4" /> Upload
            </Link>
          )}
        </div>
      </header>
      <nav aria-label="Project sections" className="flex gap-1 border-b border-slate-200">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={tab === name ? 'page' : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              tab === name
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </nav>
      {tab === 'Library' && (
        <ObjectLibrary
          projectId={projectId}
          projectName={project.name}
          rows={rows}
          canWrite={rights.writeObjects}
          actor={actor?.actor ?? null}
          settings={project.settings}
        />
      )}
      {tab === 'Settings' && <ProjectSettingsView project={project} />}
      {tab === 'Members' && (
        <MembersPanel project={project} canManage={rights.manage} actor={actor?.actor ?? null} />
      )}
      {tab === 'History' && <ProjectHistory projectId={projectId} />}
    </div>
  );
}
