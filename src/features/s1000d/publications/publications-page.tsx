import { BookOpen, BookmarkCheck, FolderOpen, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { mayCreateS1000dProject } from '../../../access/s1000d-project-access.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { publicationViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { useCreateDemoProject } from '../common/use-create-demo-project.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { usePublications } from './use-publications.ts';
import { useReadingPositions } from '../../../session/use-reading-positions.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';

/** /s1000d-publications: the S1000D projects the user may open, each with its publications. */
export default function PublicationsPage() {
  const { list, error } = usePublications();
  const actor = useS1000dActor();
  const mayCreate = actor ? mayCreateS1000dProject(actor) : false;
  const demo = useCreateDemoProject();
  const positions = useReadingPositions();
  const positionOf = (projectId: string, publicationKey: string) =>
    positions.find((p) => p.projectId === projectId && p.publicationKey === publicationKey);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="S1000D Publications"
        intro="Publications by project. Open a project to see every object in it."
        actions={
          mayCreate && (
            <div className="flex flex-wrap gap-2">
              <IconButton
                icon={Sparkles}
                className="btn-secondary"
                disabled={demo.busy}
                onClick={() => void demo.create()}
              >
                {demo.busy ? 'Creating the demo project…' : 'Create demo project'}
              </IconButton>
              <Link to="/tools/wizards/s1000d/rapid-setup" className="btn-primary">
                <Plus aria-hidden className="h-4 w-4" /> New S1000D project
              </Link>
            </div>
          )
        }
      />
      {(error ?? demo.error) && <ErrorMessage plain text={error ?? demo.error} />}
      {!list ? (
        !error && <Loading text="Loading content..." />
      ) : list.length === 0 ? (
        <p className="text-slate-700">
          You are not a member of any S1000D project yet. A project's manager can add you by your
          e-mail address.
        </p>
      ) : (
        list.map(({ project, rights, publications }) => (
          <section
            key={project.id}
            aria-labelledby={`project-${project.id}`}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <header className="flex flex-wrap items-center justify-between gap-2">
              <h2
                id={`project-${project.id}`}
                className="text-lg font-semibold break-words text-slate-900"
              >
                {project.name}
                {rights.role && (
                  <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-normal">
                    {rights.role}
                  </span>
                )}
              </h2>
              <Link to={`/tools/s1000d-projects/${project.id}`} className="btn-secondary">
                <FolderOpen aria-hidden className="h-4 w-4" /> Open project
              </Link>
            </header>
            {publications.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                No publication module in this project yet.
              </p>
            ) : (
              <table className="mt-3 w-full text-left text-sm">
                <caption className="sr-only">Publications of {project.name}</caption>
                <TableHead
                  className="text-xs text-slate-600 uppercase"
                  cellClassName="py-1"
                  columns={['Code', 'Title', 'Issue', 'Language', 'Status']}
                  actionsLabel="Continue reading"
                />
                <tbody className="divide-y divide-slate-100">
                  {publications.map((pm) => {
                    const position = positionOf(project.id, pm.k);
                    return (
                      <tr key={pm.k}>
                        <td className="py-1 font-mono text-xs break-all">
                          <Link
                            className="link inline-flex items-center gap-1"
                            to={publicationViewerPath(project.id, pm.k)}
                          >
                            <BookOpen aria-hidden className="h-3 w-3" /> {pm.c}
                          </Link>
                        </td>
                        <td>{pm.n}</td>
                        <td className="font-mono text-xs">
                          {pm.i ? `${pm.i}-${pm.w ?? '00'}` : ''}
                        </td>
                        <td>{pm.l ?? ''}</td>
                        <td>{(pm.w ?? '00') === '00' ? 'official' : 'in work'}</td>
                        <td className="text-right">
                          {position?.objectKey && (
                            <Link
                              className="link inline-flex items-center gap-1"
                              to={publicationViewerPath(project.id, pm.k, position.objectKey)}
                              aria-label={`Continue reading ${pm.c}: ${position.objectTitle}`}
                            >
                              <BookmarkCheck aria-hidden className="h-3 w-3" /> Continue reading
                            </Link>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        ))
      )}
    </div>
  );
}
