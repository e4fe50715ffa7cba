import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import type { SchemaSet } from '../../../s1000d/schemas/schema-set.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { ReadOnlyNote } from '../../../ui/read-only-note.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { useProjectSchemaSets } from '../common/use-project-schema-sets.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { useS1000dProjects } from '../common/use-s1000d-projects.ts';
import { AddSchemaSet } from './add-schema-set.tsx';
import { BrowserSchemaSets } from './browser-schema-sets.tsx';
import { SchemaSetTable } from './schema-set-table.tsx';
import { useBrowserSchemaSets } from './use-browser-schema-sets.ts';
import { ValidateProject } from './validate-project.tsx';

const MANAGERS_ONLY =
  "Only the project's managers add and remove schema sets; ask one to upload the set you need.";

export default function SchemaManagerPage() {
  const { backend } = useSession();
  const who = useS1000dActor();
  const { projects } = useS1000dProjects();
  // Pages that send an author here for a missing set name the project (?project=).
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState(params.get('project') ?? '');
  const { project, rows, rights } = useS1000dProject(projectId || undefined);
  const chosen = project && project.id === projectId ? project : null;
  const { sets, failed } = useProjectSchemaSets(chosen?.id);
  const browser = useBrowserSchemaSets();
  const manages = Boolean(chosen && rights?.manage);

  const store = useCallback(
    async (set: SchemaSet, folder: string) => {
      if (!backend || !chosen || !who) throw new Error('No project chosen.');
      await backend.schemaSets.save(chosen.id, set, folder, who.actor);
    },
    [backend, chosen, who],
  );
  const remove = useSubmit(async (issue: string) => {
    const set = sets?.find((s) => s.summary.issue === issue);
    if (backend && chosen && set) await backend.schemaSets.remove(chosen.id, set.summary.issue);
  }, 'The schema set could not be removed.');
  const projectIssues = useMemo(() => new Set(sets?.map((s) => s.summary.issue)), [sets]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Schema Manager"
        intro="The official S1000D XML schemas are a registered download and cannot ship with IPS Studio: a project manager uploads the xml_schema_flat ZIP of each issue the project uses, and every member validates against it."
      />
      <ProjectSelect
        className="max-w-md"
        projects={projects}
        value={projectId}
        onChange={setProjectId}
      />
      <BrowserSchemaSets
        sets={browser.sets}
        project={manages ? chosen : null}
        projectIssues={projectIssues}
        store={(stored) => store(stored.set, stored.summary.folder)}
        onMoved={browser.reload}
      />
      {chosen && (
        <>
          <Panel id="schema-sets" title={`Schema sets of ${chosen.name}`}>
            <div className="mt-3">
              <ErrorMessage plain text={failed ? 'The schema sets could not be loaded.' : null} />
              <ErrorMessage plain text={remove.error} />
              {sets === undefined ? (
                <p className="text-sm text-slate-600">Loading...</p>
              ) : (
                <SchemaSetTable
                  label="Schema sets"
                  sets={sets}
                  busy={remove.busy}
                  empty={`${chosen.name} has no schema set yet${manages ? ': add one below.' : '.'}`}
                  {...(manages
                    ? {
                        action: {
                          name: (issue: string) => `Remove Issue ${issue}`,
                          run: (issue: string) => void remove.submit(issue),
                        },
                      }
                    : {})}
                />
              )}
            </div>
          </Panel>
          <Panel id="add-schema-set" title="Add a schema set">
            <div className="mt-3">
              {manages ? (
                <AddSchemaSet
                  target={chosen.name}
                  store={(set, summary) => store(set, summary.folder)}
                />
              ) : who?.readOnly ? (
                <ReadOnlyNote />
              ) : (
                <ReadOnlyNote text={MANAGERS_ONLY} />
              )}
            </div>
          </Panel>
          <Panel id="validate-project" title={`Validate ${chosen.name}`}>
            <div className="mt-3">
              <ValidateProject project={chosen} rows={rows} sets={sets} />
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}
