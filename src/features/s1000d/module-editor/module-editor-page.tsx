import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import { StaleIssueError } from '../../../data/s1000d-store-types.ts';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import type { IdentChange } from '../../../s1000d/authoring/ident-status.ts';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import type { ApplicNode } from '../../../s1000d/applic/applic-statement.ts';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import { DiagnosticsList } from './diagnostics-list.tsx';
import { DraftOffer } from './draft-offer.tsx';
import { IdentPanel } from './ident-panel.tsx';
import { ReasonsPanel, type ChangeType } from './reasons-panel.tsx';
import { ApplicPanel, type ApplicPlaceChoice } from './applic-panel.tsx';
import { InsertHelpers } from './insert-helpers.tsx';
import { dropDraft } from './module-draft.ts';
import { ModulePreview } from './module-preview.tsx';
import { saveModuleIssue } from './save-module-issue.ts';
import { UpissueModal } from '../common/object/upissue-modal.tsx';
import { useEditorChecks } from './use-editor-checks.ts';
import { useEditorCompletion } from './use-editor-completion.ts';
import { useSteSettings } from '../common/use-ste-settings.ts';
import { editorWorker } from './use-editor-worker.ts';
import { useModuleDraft } from './use-module-draft.ts';
import { useModuleSource } from './use-module-source.ts';
import { useTextFacts } from './use-text-facts.ts';
import { typingGate } from './typing-gate.ts';
import { XmlCodeEditor, type XmlCodeEditorHandle } from './xml-code-editor.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

type Conflict = { message: string; theirs: string };
// One empty list while the first checks run: a new [] each render would reset the gutter.
const NO_DIAGNOSTICS: readonly Diagnostic[] = [];
type Panel = 'checks' | 'ident' | 'insert' | 'preview';
const EDIT_RACED =
  'The text changed while this edit was being worked out: nothing was changed. Please try again.';
const messageOf = (cause: unknown) => (cause as Error).message;

/** The data module editor: XML with live checks, identification panel, preview, saves that never overwrite. */
export default function ModuleEditorPage() {
  const { projectId = '', moduleId = '' } = useParams();
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { project, rows, rights, error: projectError } = useS1000dProject(projectId);
  const { source, error: sourceError, reload, peek } = useModuleSource(projectId, moduleId);
  const checksWorker = editorWorker('checks');
  const worker = editorWorker('edits');
  const editor = useRef<XmlCodeEditorHandle>(null);
  // The text as of the last pause in typing (the editor holds the text itself, decision 1421).
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? source?.original.text ?? null;
  // Keys arriving: the work after a pause neither starts nor lands until typing stops (decision 1520).
  const [gate] = useState(typingGate);
  const settle = useCallback(
    (next: string) => {
      gate.settled(next);
      setText(next);
    },
    [gate],
  );
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [upissueOpen, setUpissueOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>('checks');
  const [identError, setIdentError] = useState<string | null>(null);
  const { ident, reasons, targets } = useTextFacts(worker, text, gate);

  const liveRows = useMemo(() => (rows ?? []).filter((r) => !r.deleted).map((r) => r.row), [rows]);
  const row = liveRows.find((r) => r.k === moduleId);
  const fileName = row ? fileNameOfRow(row) : `${moduleId}.XML`;
  const opened = source ? `${source.opened.issueNumber}-${source.opened.inWork}` : '';
  const { settings: steSettings } = useSteSettings(projectId);
  const ste = useMemo(
    () => (steSettings ? { settings: steSettings, key: moduleId } : undefined),
    [steSettings, moduleId],
  );
  const { diagnostics, checking, ready } = useEditorChecks(
    checksWorker,
    projectId,
    liveRows,
    text,
    fileName,
    gate,
    ste,
  );
  const issue = typeof project?.settings.issue === 'string' ? project.settings.issue : undefined;
  const completion = useEditorCompletion(
    checksWorker,
    projectId,
    ready,
    source?.original.text,
    issue,
  );

  // Every change is kept as a draft after typing stops, and when the tab closes.
  const stored = useMemo(
    () => (source ? { text: source.original.text, issue: opened } : null),
    [source, opened],
  );
  const draft = useModuleDraft({
    projectId,
    moduleId,
    stored,
    settled: text,
    current: () => editor.current?.text() ?? null,
    onRefused: setFailure,
    gate,
  });
  const offered = draft.offered;

  const jumpTo = useCallback((line: number) => editor.current?.goToLine(line), []);

  const replaceText = useCallback(
    (next: string) => {
      editor.current?.replaceAll(next);
      settle(next);
    },
    [settle],
  );

  /**
   * An edit worked out in the worker from the text as it is now, then applied only if the
   * author has not typed meanwhile (else refused: nothing changes). Null: the edit found
   * nothing to do.
   */
  const editText = useCallback(async (edit: (current: string) => Promise<string | null>) => {
    const view = editor.current;
    if (!view) throw new Error('The editor is not ready.');
    const base = view.text();
    const next = await edit(base);
    if (next === null) return null;
    if (!editor.current?.replaceIfUnchanged(base, next)) throw new Error(EDIT_RACED);
    return next;
  }, []);

  const setApplic = async (id: string) => {
    const at = editor.current?.cursor() ?? 0;
    try {
      const set = await editText(
        async (t) => (await worker.setAttributeAt(t, at, 'applicRefId', id))?.text ?? null,
      );
      if (set === null) setFailure('Put the cursor inside the element the applicability is for.');
    } catch (cause) {
      setFailure(messageOf(cause));
    }
  };

  const save = async (options: { official: boolean; reason: string }) => {
    if (!backend || !actor || !source || text === null) return;
    const current = editor.current?.text() ?? text;
    setBusy(true);
    setFailure(null);
    setStatus(null);
    try {
      const saved = await saveModuleIssue(
        backend,
        projectId,
        moduleId,
        source,
        current,
        fileName,
        actor.actor,
        options,
      );
      dropDraft(projectId, moduleId);
      setConflict(null);
      setUpissueOpen(false);
      const next = await reload();
      if (next) replaceText(next.original.text);
      setStatus(`Saved as issue ${saved}.`);
    } catch (cause) {
      if (cause instanceof StaleIssueError) {
        // Their issue is shown, not adopted: saving again stays refused until the author says.
        const theirs = await peek().catch(() => null);
        setConflict({ message: cause.message, theirs: theirs?.original.text ?? '' });
      } else {
        console.error('Saving the data module failed', cause);
        setFailure(`Not saved: ${(cause as Error).message}`);
      }
    } finally {
      setBusy(false);
    }
  };

  /** An identification edit in the worker; a refusal shows in the panel and changes nothing. */
  const editIdent = async (edit: (current: string) => Promise<string | null>, none?: string) => {
    try {
      const next = await editText(edit);
      setIdentError(next === null ? (none ?? null) : null);
      return next !== null;
    } catch (cause) {
      setIdentError(messageOf(cause));
      return false;
    }
  };
  const applyIdent = (change: IdentChange) => editIdent((t) => worker.applyIdentChange(t, change));

  /** The change mark on the element at the cursor; the status names the element marked. */
  const markChange = async (changeType: ChangeType, reasonIds: string[]) => {
    const at = editor.current?.cursor() ?? 0;
    let element = '';
    const marked = await editIdent(async (t) => {
      const done = await worker.markChange(t, at, { changeType, reasonIds });
      element = done?.element ?? '';
      return done?.text ?? null;
    }, 'Put the cursor inside the element that changed.');
    if (marked)
      setStatus(
        `${element} marked as changed (${changeType}${reasonIds.length ? `, for ${reasonIds.join(' ')}` : ''}).`,
      );
  };
  /** The picked statement into the text: the module's applic, or the element at the cursor. */
  const setApplicability = async (
    statement: ApplicNode,
    properties: ApplicProperty[],
    place: ApplicPlaceChoice,
  ) => {
    const at = editor.current?.cursor() ?? 0;
    let done: Awaited<ReturnType<typeof worker.setApplic>> | undefined;
    await editText(async (t) => {
      done = await worker.setApplic(
        t,
        statement,
        properties,
        place === 'module' ? { kind: 'module' } : { kind: 'cursor', offset: at },
      );
      return done.text;
    });
    if (!done) throw new Error('The editor is not ready.');
    return done.element
      ? `${done.element} now points at ${done.applicId} (${done.displayText}).`
      : `The data module applies to: ${done.displayText}.`;
  };
  const rfuTypes =
    completion.specs.flatMap((s) => s.attributes).find((a) => a.name === 'updateReasonType')
      ?.values ?? [];
  const brexCodes = liveRows.filter((r) => r.t === 'dm' && /-022[A-Z]-/.test(r.c)).map((r) => r.c);

  const runEdit = async (edit: (current: string) => Promise<string>, done: string) => {
    try {
      await editText(edit);
      setStatus(done);
      setFailure(null);
    } catch (cause) {
      setFailure(messageOf(cause));
    }
  };

  const insertIcn = async (icn: ObjectListing) => {
    if (!editor.current) return;
    editor.current.insert(`<graphic infoEntityIdent="${icn.c}"/>`);
    await runEdit(
      async (t) => (await worker.addIcn(t, `${icn.c}.${icn.x ?? 'png'}`)).text,
      `${icn.c} declared in the DOCTYPE.`,
    );
  };

  const error = projectError ?? sourceError;
  if (error) return <ErrorMessage plain text={error} />;
  if (!project || !source || text === null) return <Loading text="Loading the data module..." />;
  const canWrite = rights?.writeObjects ?? false;
  const dirty = text !== source.original.text;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={row?.n || moduleId}
        intro={`${row?.c ?? moduleId} · issue ${opened} · ${project.name}${dirty ? ' · unsaved changes' : ''}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link className="btn-secondary" to={objectViewerPath(projectId, moduleId)}>
              Open in the viewer
            </Link>
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                void runEdit(
                  async (t) => (await worker.syncRefs(t)).text,
                  'References (refs) regenerated from the content.',
                )
              }
            >
              Sync refs
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!canWrite || busy}
              onClick={() => setUpissueOpen(true)}
            >
              Upissue…
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={!canWrite || busy || !dirty}
              onClick={() => void save({ official: false, reason: '' })}
            >
              {busy ? 'Saving…' : 'Save in work'}
            </button>
          </div>
        }
      />
      {!canWrite && (
        <p className="text-sm text-slate-600">
          You can read this data module; saving needs the author role in this project.
        </p>
      )}
      {offered && (
        <DraftOffer
          draft={offered}
          onRestore={() => {
            replaceText(offered.text);
            draft.answer();
          }}
          onDiscard={() => {
            dropDraft(projectId, moduleId);
            draft.answer();
          }}
        />
      )}
      <DoneMessage text={status} />
      <ErrorMessage plain text={failure} />
      {conflict && (
        <ConflictPanel
          message={conflict.message}
          theirs={conflict.theirs}
          mine={text}
          onLoadTheirs={() =>
            void reload().then((theirs) => {
              if (theirs) replaceText(theirs.original.text);
              setConflict(null);
            })
          }
          onKeepMine={() => void reload().then(() => setConflict(null))}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="h-[70vh] min-w-0">
          <XmlCodeEditor
            ref={editor}
            initial={source.original.text}
            onSettled={settle}
            onKeyed={gate.keyed}
            onLeave={draft.keepNow}
            diagnostics={diagnostics ?? NO_DIAGNOSTICS}
            completion={completion.specs}
          />
          <p className="mt-1 text-xs text-slate-600">
            {completion.from === 'schema'
              ? `Completion from the Issue ${issue} schemas installed in this browser.`
              : 'Completion from the text and the BREX; install the schemas in the Schema Manager for more.'}
          </p>
        </div>
        <aside className="flex min-w-0 flex-col gap-3">
          <div role="tablist" aria-label="Editor panels" className="flex flex-wrap gap-1">
            {(
              [
                ['checks', 'Checks'],
                ['ident', 'Identification'],
                ['insert', 'Insert'],
                ['preview', 'Preview'],
              ] as const
            ).map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={panel === id}
                className={panel === id ? 'btn-primary' : 'btn-secondary'}
                onClick={() => setPanel(id)}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="min-w-0">
            {panel === 'checks' && (
              <DiagnosticsList diagnostics={diagnostics} checking={checking} onJump={jumpTo} />
            )}
            {panel === 'ident' && (
              <>
                <IdentPanel ident={ident} onChange={(c) => void applyIdent(c)} error={identError} />
                <ReasonsPanel
                  reasons={reasons}
                  types={rfuTypes}
                  brexCodes={brexCodes}
                  onAdd={(input) => void editIdent((t) => worker.addReason(t, input))}
                  onEdit={(id, input) => void editIdent((t) => worker.editReason(t, id, input))}
                  onMarkChange={(changeType, reasonIds) => void markChange(changeType, reasonIds)}
                  onSetBrex={(code) => void editIdent((t) => worker.setBrex(t, code))}
                />
                <ApplicPanel
                  backend={backend}
                  projectId={projectId}
                  rows={liveRows}
                  worker={worker}
                  onSet={setApplicability}
                />
              </>
            )}
            {panel === 'insert' && (
              <InsertHelpers
                rows={liveRows}
                targets={targets}
                onDmRef={(r) =>
                  void worker.dmRef(r.c, r.n).then(
                    (m) => editor.current?.insert(m),
                    (e: Error) => setFailure(e.message),
                  )
                }
                onIcn={(r) => void insertIcn(r)}
                onInternalRef={(target) =>
                  void worker.internalRef(target).then((m) => editor.current?.insert(m))
                }
                onApplic={(id) => void setApplic(id)}
              />
            )}
            {panel === 'preview' && (
              <ModulePreview text={text} fileName={fileName} projectId={projectId} gate={gate} />
            )}
          </div>
        </aside>
      </div>
      <UpissueModal
        open={upissueOpen}
        busy={busy}
        error={upissueOpen ? failure : null}
        official
        onClose={() => setUpissueOpen(false)}
        onUpissue={save}
      />
    </div>
  );
}
