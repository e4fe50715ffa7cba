import { useMemo, useState } from 'react';
import type { ProjectSchemaSet } from '../../../domain/schema-sets.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { SchemaReport } from '../../../s1000d/schemas/xsd-validator.ts';
import { useSession } from '../../../session/session-context.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { loadSchemaSets } from '../common/load-schema-sets.ts';
import { readNamed } from '../common/named-objects.ts';
import type { LibraryRow } from '../common/use-s1000d-project.ts';
import { validateInWorker } from '../common/schema-jobs.ts';
import { SchemaReportList } from './schema-report-list.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';

type Props = {
  project: S1000dProject;
  rows: readonly LibraryRow[] | null;
  sets: readonly ProjectSchemaSet[] | undefined;
};

/** Validates every XML object of a project against its schema sets, in a worker. */
export function ValidateProject({ project, rows, sets }: Props) {
  const { backend } = useSession();
  const listing = useMemo(
    () => rows?.filter((r) => !r.deleted && r.row.t !== 'icn').map((r) => r.row) ?? [],
    [rows],
  );
  const [reports, setReports] = useState<{ projectId: string; list: SchemaReport[] } | null>(null);
  const validate = useSubmit(async () => {
    if (!backend || !sets) return;
    const objects = await readNamed(backend, project.id, listing);
    const list = await validateInWorker(await loadSchemaSets(backend, project.id, sets), objects);
    setReports({ projectId: project.id, list });
  }, 'The objects could not be read or validated. Please try again.');

  return (
    <div className="flex flex-col gap-3">
      <div>
        <ActionButton
          action={validate}
          disabled={listing.length === 0 || !sets}
          busyText="Validating..."
        >
          {`Validate ${listing.length} objects of ${project.name}`}
        </ActionButton>
      </div>
      <ErrorMessage plain text={validate.error} />
      {reports && reports.projectId === project.id && <SchemaReportList reports={reports.list} />}
    </div>
  );
}
