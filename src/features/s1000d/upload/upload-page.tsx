import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../ui/loading.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { DropZone } from './drop-zone.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadReport } from './upload-report.tsx';
import { useUpload } from './use-upload.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/** /upload: drop files, folders or ZIPs into an S1000D project. */
export default function UploadPage() {
  const [params, setParams] = useSearchParams();
  const { projects, error } = useS1000dProjects();
  const writable = (projects ?? []).filter((p) => p.rights.writeObjects);
  const chosen = params.get('project') ?? writable[0]?.project.id ?? '';
  const { rows } = useS1000dProject(chosen || undefined);
  const actor = useS1000dActor();
  const existing = (rows ?? []).map((r) => r.row);
  const upload = useUpload(chosen, existing, actor?.actor ?? null);
  const [dropped, setDropped] = useState(0);
  if (projects === null) return <Loading text="Loading content..." />;
  const busy = ['reading', 'checking', 'storing'].includes(upload.state.phase);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Upload</h1>
        <p className="mt-1 text-slate-600">
          Each file is read in the background, checked, and stored whole or not at all. Every issue
          of an object is kept.
        </p>
      </header>
      <ErrorMessage plain text={error} />
      {writable.length === 0 ? (
        <p className="text-slate-700">
          You cannot upload into any S1000D project: you need the author, reviewer or manager role
          in a project and the S1000D (schemas) edit permission.{' '}
          <Link className="link" to="/tools/wizards/s1000d/rapid-setup">
            Set up a project
          </Link>{' '}
          if you may create one.
        </p>
      ) : (
        <>
          <SelectField
            label="Project"
            value={chosen}
            disabled={busy}
            onChange={(project) => {
              setParams({ project });
              upload.reset();
            }}
            className="max-w-md"
          >
            {writable.map(({ project }) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </SelectField>
          {rows === null ? (
            <Loading text="Loading content..." />
          ) : (
            <DropZone
              disabled={busy}
              onFiles={(files) => {
                setDropped(files.length);
                void upload.start(files);
              }}
            />
          )}
          <UploadProgress state={upload.state} onCancel={upload.cancel} />
          {upload.state.phase === 'finished' && (
            <>
              <UploadReport
                decisions={upload.state.decisions}
                stored={upload.state.stored}
                error={upload.state.error}
              />
              <p className="text-sm text-slate-600">
                {dropped} file(s) dropped.{' '}
                <Link className="link" to={`/tools/s1000d-projects/${chosen}`}>
                  Open the project's library
                </Link>
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}
