import { BookOpen, Copy, Eye, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  publicationModuleEditorPath,
  publicationModuleManagerPath,
  publicationModuleViewPath,
  publicationViewerPath,
} from '../../../lib/s1000d-viewer-paths.ts';
import { buildRefGraph } from '../../../s1000d/csdb/ref-graph.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ObjectPanel } from '../common/object/object-panel.tsx';
import { prepareRows } from '../common/library-rows.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { PROJECT_TEXT, useS1000dProject } from '../common/use-s1000d-project.ts';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { CustomerInstanceForm } from './customer-instance-form.tsx';
import { MessageList } from '../common/message-list.tsx';
import { NewPmForm } from './new-pm-form.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

/**
 * /tools/publication-module-manager/:projectId?/:publicationName?: a project's publication
 * modules (deleted ones too, to reinstate), a new one from the project's defaults, and the
 * chosen one's issues with upissue, delete and reinstate (the library's object panel).
 */
/** What each publication module's row links to: reading it, its object page, its editor. */
const ROW_LINKS = [
  { verb: 'Read', icon: BookOpen, path: publicationViewerPath },
  { verb: 'View', icon: Eye, path: publicationModuleViewPath },
  { verb: 'Edit', icon: Pencil, path: publicationModuleEditorPath },
] as const;

export default function PmManagerPage() {
  const { projectId, publicationName } = useParams();
  if (!projectId) return <ProjectChoice />;
  return <ProjectPublications projectId={projectId} selected={publicationName} />;
}

function ProjectChoice() {
  const { projects, error } = useS1000dProjects();
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader
        title="Publication Modules"
        intro="Choose the project whose publications to manage."
      />
      <ErrorMessage plain text={error} />
      {!projects ? (
        !error && <Loading text="Loading content..." />
      ) : projects.length === 0 ? (
        <p className="text-slate-700">You are not a member of any S1000D project yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {projects.map(({ project }) => (
            <li key={project.id} className="p-3">
              <Link className="link" to={publicationModuleManagerPath(project.id)}>
                {project.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProjectPublications({ projectId, selected }: { projectId: string; selected?: string }) {
  const navigate = useNavigate();
  const { project, rows, rights, error } = useS1000dProject(projectId);
  const actor = useS1000dActor();
  const [creating, setCreating] = useState(false);
  const [instancing, setInstancing] = useState<string | null>(null);
  // What the last action said travels with the navigation to its result (the page remounts).
  const [notice = null, ...report] =
    (useLocation().state as { report?: string[] } | null)?.report ?? [];
  const prepared = useMemo(() => (rows ? prepareRows(rows) : []), [rows]);
  const graph = useMemo(() => buildRefGraph(prepared.map((p) => p.row)), [prepared]);
  const publications = prepared
    .filter((p) => p.row.t === 'pm')
    .sort((a, b) => a.row.c.localeCompare(b.row.c));
  const modules = prepared.filter((p) => p.row.t === 'dm' && !p.deleted).map((p) => p.row);
  const active = publications.find((p) => p.row.k === selected) ?? null;
  const select = (key: string | null, said?: string[]) =>
    void navigate(
      publicationModuleManagerPath(projectId, key ?? undefined),
      said ? { state: { report: said } } : undefined,
    );

  if (error) return <ErrorMessage plain text={error} />;
  if (project === undefined || rows === null) return <Loading text="Loading content..." />;
  if (project === null || !rights?.read) return <ErrorMessage plain text={PROJECT_TEXT.notFound} />;
  const canWrite = rights.writeObjects && !!actor && !actor.readOnly;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Publication Modules"
        intro={`Publication modules of ${project.name}.`}
        actions={
          canWrite && (
            <IconButton icon={Plus} className="btn-primary" onClick={() => setCreating(true)}>
              New publication module
            </IconButton>
          )
        }
      />
      <DoneMessage text={notice} />
      <MessageList label="Customer instance" items={report} />
      {instancing && publications.some((p) => p.row.k === instancing) && (
        <CustomerInstanceForm
          project={project}
          pm={publications.find((p) => p.row.k === instancing)!.row}
          rows={rows.map((r) => r.row)}
          onCancel={() => setInstancing(null)}
          onMade={(key, lines) => {
            setInstancing(null);
            select(key, lines);
          }}
        />
      )}
      {creating && (
        <NewPmForm
          project={project}
          rows={rows.map((r) => r.row)}
          modules={modules}
          onCancel={() => setCreating(false)}
          onCreated={(key, message) => {
            setCreating(false);
            select(key, [message]);
          }}
        />
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {publications.length === 0 ? (
          <p className="text-slate-700">No publication module in this project yet.</p>
        ) : (
          <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
            <caption className="sr-only">Publication modules of {project.name}</caption>
            <thead className="text-xs text-slate-600 uppercase">
              <tr>
                <th className="p-2">Code</th>
                <th>Title</th>
                <th>Issue</th>
                <th>Status</th>
                <th>
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {publications.map(({ row, deleted }) => (
                <tr key={row.k} className={row.k === selected ? 'bg-sky-50' : undefined}>
                  <td className="p-2 font-mono text-xs break-all">
                    <button
                      type="button"
                      className="link text-left"
                      aria-pressed={row.k === selected}
                      onClick={() => select(row.k)}
                    >
                      {row.c}
                    </button>
                  </td>
                  <td>{row.n}</td>
                  <td className="font-mono text-xs">{row.i ? `${row.i}-${row.w ?? '00'}` : ''}</td>
                  <td>{deleted ? 'deleted' : (row.w ?? '00') === '00' ? 'official' : 'in work'}</td>
                  <td className="whitespace-nowrap">
                    {!deleted && (
                      <span className="flex gap-2 pr-2">
                        {ROW_LINKS.map(({ verb, icon: Icon, path }) => (
                          <Link
                            key={verb}
                            className="link inline-flex items-center gap-1"
                            to={path(projectId, row.k)}
                            aria-label={`${verb} ${row.c}`}
                          >
                            <Icon aria-hidden className="h-3 w-3" /> {verb}
                          </Link>
                        ))}
                        {canWrite && (
                          <button
                            type="button"
                            className="link inline-flex items-center gap-1"
                            aria-label={`Customer instance of ${row.c}`}
                            onClick={() => setInstancing(row.k)}
                          >
                            <Copy aria-hidden className="h-3 w-3" /> Instance
                          </button>
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {active && (
          <ObjectPanel
            projectId={projectId}
            entry={active}
            usedBy={graph.usedBy.get(active.row.k) ?? []}
            unresolved={graph.unresolved.filter((u) => u.from === active.row.k)}
            canWrite={canWrite}
            actor={actor?.actor ?? null}
            onOpen={(key) => select(publications.some((p) => p.row.k === key) ? key : null)}
            onClose={() => select(null)}
          />
        )}
      </div>
    </div>
  );
}
