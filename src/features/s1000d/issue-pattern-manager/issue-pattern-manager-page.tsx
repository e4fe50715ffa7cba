import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { StoredIssuePattern } from '../../../domain/issue-patterns.ts';
import type { IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';
import type { ExampleResult } from '../../../s1000d/patterns/run-pattern.ts';
import { useSession } from '../../../session/session-context.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorList, ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { PatternForm } from './pattern-form.tsx';
import { inPatternWorker } from './pattern-jobs.ts';
import { PatternList } from './pattern-list.tsx';
import { ProjectRunPanel } from './project-run-panel.tsx';
import { PromotePanel } from './promote-panel.tsx';
import { useIssuePatterns } from './use-issue-patterns.ts';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

const BLANK: IssuePattern = {
  name: '',
  kind: 'xpath',
  expression: '',
  message: '',
  severity: 'warning',
  examples: [],
};

/** The stored fields of a pattern, to compare a draft with what is saved. */
const fieldsOf = ({ id: _id, updatedAt: _at, updatedBy: _by, ...p }: StoredIssuePattern) => p;
const same = (a: IssuePattern, b: IssuePattern) => JSON.stringify(a) === JSON.stringify(b);
const OPTIONAL = new Set(['flags', 'scope', 'category', 'brdp', 'brSeverityLevel']);
/** Empty optional fields are not stored: a draft compares, and is checked, without them. */
const trimmed = (p: IssuePattern): IssuePattern =>
  Object.fromEntries(
    Object.entries(p).filter(([k, v]) => !OPTIONAL.has(k) || (v !== '' && v !== undefined)),
  ) as IssuePattern;

/**
 * /tools/issue-pattern-manager: a project's reusable detectors (XPath or regular expression),
 * each with a message, severity and examples; tried on its examples and on the whole project,
 * and promoted into a rule of the project BREX.
 */
export default function IssuePatternManagerPage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject();
  const { patterns, failed } = useIssuePatterns(projectId);
  const [selected, setSelected] = useState<{ id: string | null; draft: IssuePattern } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [results, setResults] = useState<ExampleResult[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const loaded = project && project.id === projectId ? project : null;
  const live = (rows ?? []).filter((r) => !r.deleted).map((r) => r.row);
  const stored = selected?.id ? patterns?.find((p) => p.id === selected.id) : undefined;
  const dirty = selected
    ? !stored || !same(trimmed(selected.draft), trimmed(fieldsOf(stored)))
    : false;
  const canWrite = Boolean(rights?.writeObjects);

  const open = (id: string | null, draft: IssuePattern) => {
    setSelected({ id, draft });
    setProblems([]);
    setResults(null);
    setSaved(null);
  };

  const check = async (pattern: IssuePattern) => {
    const found = await inPatternWorker((api) => api.problems(pattern));
    setProblems(found);
    return found.length === 0;
  };

  const save = useSubmit(async () => {
    if (!backend || !actor || !selected) return;
    const pattern = trimmed(selected.draft);
    if (!(await check(pattern))) return;
    const id = selected.id ?? backend.issuePatterns.newId(projectId);
    await backend.issuePatterns.save(projectId, id, pattern, actor.actor);
    setSelected({ id, draft: pattern });
    setSaved(`“${pattern.name}” is saved.`);
  }, 'The pattern could not be saved: only the project’s authors, reviewers and managers may change patterns. Nothing was saved.');

  const tryExamples = useSubmit(async () => {
    if (!selected) return;
    const pattern = trimmed(selected.draft);
    if (!(await check(pattern))) return;
    setResults(await inPatternWorker((api) => api.examples(pattern)));
  }, 'The examples could not be tried. Please try again.');

  const remove = useSubmit(async () => {
    if (!backend || !selected?.id) return;
    await backend.issuePatterns.remove(projectId, selected.id);
    setSelected(null);
  }, 'The pattern could not be removed. Nothing was changed.');

  const examplesFail = results?.some((r) => !r.ok);
  const blockedBecause = dirty
    ? 'Save the pattern first.'
    : !results
      ? 'Try the examples first: a rule is made only from a pattern whose examples pass.'
      : examplesFail
        ? 'An example fails: fix the pattern or the example first.'
        : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Issue Pattern Manager"
        intro="Reusable detectors of recurring problems in a project's S1000D objects: an XPath expression or a regular expression, with its message, severity and examples. Test one on the whole project, and make it a rule of the project BREX."
      />
      <ProjectSelect className="max-w-md" {...selectProps(() => setSelected(null))} />
      {failed && (
        <ErrorMessage plain text="The project's patterns could not be loaded. Please try again." />
      )}
      {projectId && patterns === undefined && !failed && <Loading text="Loading patterns..." />}
      {loaded && rights && patterns && (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <div className="flex flex-col gap-3">
            {canWrite && (
              <IconButton icon={Plus} className="btn-primary" onClick={() => open(null, BLANK)}>
                New pattern
              </IconButton>
            )}
            <PatternList
              patterns={patterns}
              selectedId={selected?.id ?? null}
              onOpen={(p) => open(p.id, fieldsOf(p))}
              {...(canWrite ? { onStart: (p: IssuePattern) => open(null, p) } : {})}
            />
          </div>
          {selected ? (
            <div className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4">
              <PatternForm
                pattern={selected.draft}
                onChange={(draft) => {
                  setSelected({ ...selected, draft });
                  setResults(null);
                  setSaved(null);
                }}
                readOnly={!canWrite}
                results={results}
              />
              <ErrorList errors={problems} />
              <div className="flex flex-wrap items-center gap-3">
                {canWrite && (
                  <ActionButton action={save} disabled={!dirty} busyText="Saving...">
                    Save pattern
                  </ActionButton>
                )}
                <ActionButton
                  action={tryExamples}
                  disabled={selected.draft.examples.length === 0}
                  busyText="Trying..."
                  secondary
                >
                  Try the examples
                </ActionButton>
                {canWrite && selected.id && (
                  <button
                    type="button"
                    className="btn-secondary text-red-700"
                    disabled={remove.busy}
                    onClick={() => setRemoving(true)}
                  >
                    Remove pattern
                  </button>
                )}
                {results && (
                  <p role="status" className="text-sm text-slate-700">
                    {results.filter((r) => r.ok).length} of {results.length} examples pass.
                  </p>
                )}
                <DoneMessage text={saved} />
              </div>
              <ErrorMessage plain text={save.error ?? tryExamples.error ?? remove.error} />
              <ProjectRunPanel
                projectId={projectId}
                rows={live}
                pattern={trimmed(selected.draft)}
              />
              <PromotePanel
                project={loaded}
                rights={rights}
                rows={live}
                pattern={trimmed(selected.draft)}
                blockedBecause={blockedBecause}
              />
            </div>
          ) : (
            <p className="text-slate-600">
              {patterns.length
                ? 'Open a pattern, or make a new one.'
                : canWrite
                  ? `${loaded.name} has no patterns yet: make a new one, or start from an example.`
                  : `${loaded.name} has no patterns yet.`}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove the pattern?"
        message={`“${selected?.draft.name ?? ''}” is removed for every member of the project. Rules already made from it stay in the BREX.`}
        confirmLabel="Remove"
        onConfirm={() => void remove.submit()}
        onClose={() => setRemoving(false)}
      />
    </div>
  );
}
