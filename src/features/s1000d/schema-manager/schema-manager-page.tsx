import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { deleteSchemaSet } from '../common/schema-set-store.ts';
import { AddSchemaSet } from './add-schema-set.tsx';
import { SchemaSetTable } from './schema-set-table.tsx';
import { useSchemaSets } from './use-schema-sets.ts';
import { ValidateProject } from './validate-project.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

export default function SchemaManagerPage() {
  const { sets, error, reload } = useSchemaSets();
  const remove = useSubmit(async (issue: string) => {
    await deleteSchemaSet(issue);
    reload();
  }, 'The schema set could not be removed.');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Schema Manager"
        intro="The official S1000D XML schemas are a registered download and cannot ship with IPS Studio: upload the xml_schema_flat ZIP of each issue you use, then validate objects against it."
      />
      <Panel id="schema-sets" title="Schema sets in this browser">
        <p className="mt-1 text-sm text-slate-600">
          Kept in this browser only, for you: the Go / No-Go gate and validation here use them.
        </p>
        <div className="mt-3">
          <ErrorMessage plain text={error} />
          <ErrorMessage plain text={remove.error} />
          {sets === null ? (
            !error && <p className="text-sm text-slate-600">Loading...</p>
          ) : (
            <SchemaSetTable
              sets={sets}
              busy={remove.busy}
              onRemove={(issue) => void remove.submit(issue)}
            />
          )}
        </div>
      </Panel>
      <Panel id="add-schema-set" title="Add a schema set">
        <div className="mt-3">
          <AddSchemaSet onAdded={reload} />
        </div>
      </Panel>
      <Panel id="validate-project" title="Validate a project">
        <div className="mt-3">
          <ValidateProject sets={sets ?? []} />
        </div>
      </Panel>
    </div>
  );
}
