import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { deleteSchemaSet, type StoredSchemaSet } from '../common/schema-set-store.ts';
import { SchemaSetTable } from './schema-set-table.tsx';

type Props = {
  sets: readonly StoredSchemaSet[];
  /** The chosen project, when the user may store sets in it. */
  project: S1000dProject | null;
  /** Issues the project already holds a set of: the browser's copy is then only removed. */
  projectIssues: ReadonlySet<string>;
  store: (stored: StoredSchemaSet) => Promise<void>;
  onMoved: () => void;
};

/**
 * Sets an earlier version kept in this browser (decision 352), offered once for moving into
 * the project: the browser's copy is removed only after the project holds the set.
 */
export function BrowserSchemaSets({ sets, project, projectIssues, store, onMoved }: Props) {
  const move = useSubmit(async (issue: string) => {
    const stored = sets.find((s) => s.set.issue === issue);
    if (!stored) return;
    if (!projectIssues.has(issue)) await store(stored);
    await deleteSchemaSet(issue);
    onMoved();
  }, 'The schema set could not be moved; it is still in this browser. Please try again.');
  if (sets.length === 0) return null;
  return (
    <Panel id="browser-schema-sets" title="Schema sets in this browser">
      <p className="mt-1 text-sm text-slate-700">
        {project
          ? `These sets were kept in this browser only. Move them to ${project.name} so every member uses them; until then they still validate here.`
          : 'These sets were kept in this browser only. Choose a project you manage to move them there; until then they still validate here.'}
      </p>
      <div className="mt-3">
        <ErrorMessage plain text={move.error} />
        <SchemaSetTable
          label="Schema sets in this browser"
          sets={sets.map((s) => ({ summary: s.summary, storedAt: s.storedAt }))}
          empty=""
          busy={move.busy}
          {...(project
            ? {
                action: {
                  name: (issue) =>
                    projectIssues.has(issue)
                      ? `Remove Issue ${issue} from this browser (${project.name} has its own)`
                      : `Move Issue ${issue} to ${project.name}`,
                  run: (issue) => void move.submit(issue),
                },
              }
            : {})}
        />
      </div>
    </Panel>
  );
}
