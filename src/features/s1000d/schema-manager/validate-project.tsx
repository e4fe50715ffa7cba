import { useMemo, useState } from 'react';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { SchemaReport } from '../../../s1000d/schemas/xsd-validator.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { readObjectBytes } from '../common/read-object-bytes.ts';
import type { StoredSchemaSet } from '../common/schema-set-store.ts';
import { validateInWorker } from './schema-jobs.ts';
import { SchemaReportList } from './schema-report-list.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';

/** Validates every XML object of a project against the stored sets, in a worker. */
export function ValidateProject({ sets }: { sets: readonly StoredSchemaSet[] }) {
  const { backend } = useSession();
  const { projectId, project, rows, selectProps } = useChosenProject();
  const listing = useMemo(
    () => rows?.filter((r) => !r.deleted && r.row.t !== 'icn').map((r) => r.row) ?? [],
    [rows],
  );
  const [reports, setReports] = useState<{ projectId: string; list: SchemaReport[] } | null>(null);
  const validate = useSubmit(async () => {
    if (!backend || !project) return;
    const objects = [];
    for (const row of listing)
      objects.push({
        name: fileNameOfRow(row),
        bytes: await readObjectBytes(backend, project.id, row.k),
      });
    const list = await validateInWorker(
      sets.map((s) => s.set),
      objects,
    );
    setReports({ projectId: project.id, list });
  }, 'The objects could not be read or validated. Please try again.');

  return (
    <div className="flex flex-col gap-3">
      <ProjectSelect className="max-w-md" {...selectProps()} />
      {project && project.id === projectId && (
        <div>
          <button
            type="button"
            className="btn-primary"
            disabled={validate.busy || listing.length === 0}
            onClick={() => void validate.submit()}
          >
            {validate.busy
              ? 'Validating...'
              : `Validate ${listing.length} objects of ${project.name}`}
          </button>
        </div>
      )}
      <ErrorMessage plain text={validate.error} />
      {reports && reports.projectId === projectId && <SchemaReportList reports={reports.list} />}
    </div>
  );
}
