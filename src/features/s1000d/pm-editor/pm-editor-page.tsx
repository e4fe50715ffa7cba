import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { publicationModuleViewPath } from '../../../lib/s1000d-viewer-paths.ts';
import type { EditablePm } from '../../../s1000d/publication/pm-nodes.ts';
import { useSession } from '../../../session/session-context.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { readObjectBytes } from '../common/read-object-bytes.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { PROJECT_TEXT, useS1000dProject } from '../common/use-s1000d-project.ts';
import { openPmInWorker } from './pm-editor-jobs.ts';
import { PmEditor, type PmSource } from './pm-editor.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

/**
 * /publication-module-editor/:projectId/:moduleId: the pmEntry tree of one publication module,
 * edited and saved as its next in-work issue; front matter and the flattened preview beside it.
 */
export default function PmEditorPage() {
  const { projectId = '', moduleId = '' } = useParams();
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { project, rows, rights, error } = useS1000dProject(projectId);
  const [source, setSource] = useState<PmSource | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const known = rows?.some((r) => r.row.k === moduleId && r.row.t === 'pm' && !r.deleted);

  useEffect(() => {
    if (!backend || !known) return;
    let live = true;
    readObjectBytes(backend, projectId, moduleId)
      .then(async (bytes) => {
        const pm: EditablePm = await openPmInWorker(bytes.slice(), `${moduleId}.XML`);
        if (live) setSource({ bytes, pm });
      })
      .catch((cause: unknown) => {
        console.error('Opening the publication module failed', cause);
        if (live)
          setLoadError(`The publication module could not be opened: ${(cause as Error).message}`);
      });
    return () => {
      live = false;
    };
  }, [backend, projectId, moduleId, known]);

  const failure =
    error ??
    loadError ??
    (project === null || (rights && !rights.read) ? PROJECT_TEXT.notFound : null) ??
    (rows && !known ? `There is no publication module ${moduleId} in this project.` : null);
  if (failure) return <ErrorMessage plain text={failure} />;
  if (!project || !rows || !rights || !source) return <Loading text="Loading content..." />;
  const canWrite = rights.writeObjects && !!actor && !actor.readOnly;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Publication Module Editor"
        intro={
          <>
            <span className="font-mono text-sm">{source.pm.code}</span> issue {source.pm.issue}:{' '}
            {source.pm.title}
          </>
        }
        actions={
          <Link className="btn-secondary" to={publicationModuleViewPath(projectId, moduleId)}>
            View
          </Link>
        }
      />
      <DoneMessage text={notice} />
      {!canWrite && (
        <p className="text-sm text-slate-700">
          You can read this publication module; changing it needs write access to the project.
        </p>
      )}
      <PmEditor
        key={source.pm.issue}
        project={project}
        rows={rows.filter((r) => !r.deleted).map((r) => r.row)}
        source={source}
        canWrite={canWrite}
        onSaved={(saved) => {
          setSource(saved);
          setNotice(`Saved as issue ${saved.pm.issue}.`);
        }}
      />
    </div>
  );
}
