import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/browser-file.ts';
import { emptyRule, type BrexDraft } from '../../../s1000d/brex/builder/brex-draft.ts';
import { BUILD_CHECK, judgeBrex, type BuiltBrex } from '../../../s1000d/brex/builder/build-brex.ts';
import { newBrexDraft } from '../../../s1000d/brex/builder/new-draft.ts';
import type { BrexFinding } from '../../../s1000d/brex/finding.ts';
import { findingsOf } from '../../../s1000d/brex/report-formats.ts';
import { isBrexRow } from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { builderApi, checkInBrexWorker, endBuilderWorker } from './brex-builder-client.ts';
import { parentOf, issueDefaultBrex } from './builder-files.ts';
import { BuildResult } from './build-result.tsx';
import { NarrativeRules, NotationRules } from './extra-rules.tsx';
import { RuleEditor } from './rule-editor.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { IdentificationFields } from './identification-fields.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

type RuleTest = {
  rule: number;
  results: { object: string; status: string; findings: BrexFinding[] }[];
};

const today = () => new Date().toISOString().slice(0, 10);

/** /tools/brex-builder: a project BREX data module, step by step (notes §1.1). */
export default function BrexBuilderPage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject();
  const [parentKey, setParentKey] = useState('');
  const [draft, setDraft] = useState<BrexDraft | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testOn, setTestOn] = useState<string[]>([]);
  const [test, setTest] = useState<RuleTest | null>(null);
  const [built, setBuilt] = useState<BuiltBrex | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => endBuilderWorker, []);

  const loaded = project && project.id === projectId && rows ? project : null;
  const checked = loaded ? validateProjectSettings(loaded.settings) : null;
  const settings = checked?.ok ? checked.value : null;
  const live = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? [], [rows]);
  const brexRows = live.filter(isBrexRow);
  const objects = live.filter((r) => r.t !== 'icn' && !isBrexRow(r));
  const parentRow = brexRows.find((r) => r.k === parentKey);

  const step = async (label: string, job: () => Promise<void>) => {
    setBusy(label);
    setError(null);
    try {
      await job();
    } catch (cause) {
      console.error(`${label} failed`, cause);
      setError(`${label} failed: ${(cause as Error).message}`);
    } finally {
      setBusy(null);
    }
  };
  const change = (next: BrexDraft) => {
    setDraft(next);
    setBuilt(null);
    setSaved(null);
  };
  const start = () =>
    step('Starting the BREX', async () => {
      if (!settings || !backend || !loaded) return;
      const parent = await parentOf(backend, loaded.id, settings, parentRow);
      change(newBrexDraft(settings, { issueDate: today(), parent: parent.ref }));
      setTest(null);
    });
  const seed = () =>
    step('Seeding the rules', async () => {
      if (!settings || !backend || !loaded || !draft) return;
      const parent = await parentOf(backend, loaded.id, settings, parentRow);
      const seeded = await builderApi().seed(settings, parent.file);
      change({ ...draft, rules: seeded.rules, ...(seeded.sns ? { sns: seeded.sns } : {}) });
    });
  const testRule = (index: number) =>
    step('Testing the rule', async () => {
      if (!backend || !loaded || !draft) return;
      const chosen = objects.filter((r) => testOn.includes(r.k));
      const contents = await backend.s1000dObjects.readContents(
        loaded.id,
        chosen.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
      );
      const files = chosen.map((r) => ({ name: fileNameOfRow(r), bytes: contents.get(r.k)! }));
      const rule = await builderApi().ruleBrex(draft, index);
      const reports = await checkInBrexWorker(files, [rule], [], {
        selection: { mode: 'given', names: [rule.name] },
        values: true,
      });
      setTest({
        rule: index,
        results: reports.map((r) => ({
          object: r.object,
          status: r.status,
          findings: findingsOf(r),
        })),
      });
    });
  const build = () =>
    step('Checking the BREX', async () => {
      if (!settings || !backend || !loaded || !draft) return;
      const parent = await parentOf(backend, loaded.id, settings, parentRow);
      const defaults = [await issueDefaultBrex(settings)];
      const prepared = await builderApi().prepare(draft, parent.file);
      const [report] = prepared.xml
        ? await checkInBrexWorker(
            [{ name: prepared.fileName, bytes: prepared.xml }],
            [],
            defaults,
            BUILD_CHECK,
          )
        : [];
      setBuilt(
        judgeBrex(prepared, report ?? { object: '', status: 'checked', brex: [], errorCount: 0 }),
      );
      setSaved(null);
    });
  const save = () =>
    step('Saving the BREX', async () => {
      if (!backend || !loaded || !built?.xml || !actor) return;
      const made = { fileName: built.fileName, xml: built.xml };
      const result = await storeGeneratedObject(backend, loaded.id, live, made, actor.actor);
      if (!result.stored) throw new Error(result.message);
      setSaved(`${built.fileName} is in ${loaded.name}. ${result.message}`);
    });

  const set = (patch: Partial<BrexDraft>) => draft && change({ ...draft, ...patch });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="BREX Builder"
        intro="Build a project BREX data module: its parent, rules seeded from the project's defaults, structure, SNS, notation and narrative rules, tested before it is saved."
      />
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">1. Project and parent</h2>
        <div className="grid gap-3 md:grid-cols-2">
          <ProjectSelect
            {...selectProps(() => {
              setParentKey('');
              setDraft(null);
              setBuilt(null);
            })}
          />
          {settings && (
            <SelectField
              label="Parent BREX"
              value={parentKey}
              options={['', ...brexRows.map((r) => r.k)]}
              labels={Object.fromEntries([
                ['', `S1000D default BREX of Issue ${settings.issue}`],
                ...brexRows.map((r) => [r.k, `${r.c} issue ${r.i ?? ''}-${r.w ?? ''}`]),
              ])}
              onChange={(key) => {
                setParentKey(key);
                setDraft(null);
              }}
            />
          )}
        </div>
        {checked && !checked.ok && (
          <div role="alert" className="text-sm text-red-700">
            The project&apos;s settings must be complete before its BREX can be built:
            <ul className="list-disc pl-5">
              {checked.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {settings && (
          <button
            type="button"
            className="btn-primary self-start"
            disabled={busy !== null}
            onClick={() => void start()}
          >
            {draft ? 'Start again' : 'Start a new BREX'}
          </button>
        )}
      </section>

      {draft && (
        <>
          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold text-slate-900">2. Identification</h2>
            <div className="grid gap-3 md:grid-cols-4">
              <IdentificationFields draft={draft} onChange={set} />
              <p className="text-sm text-slate-700 md:col-span-2">
                Parent: <span className="font-mono text-xs">{draft.parent.code}</span>
              </p>
            </div>
          </section>

          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">
                3. Structure rules ({draft.rules.length})
              </h2>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy !== null}
                  onClick={() => void seed()}
                >
                  Seed rules from the project&apos;s defaults
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => set({ rules: [...draft.rules, emptyRule()] })}
                >
                  Add structure rule
                </button>
              </div>
            </div>
            <label className="text-sm">
              <span className="label">Objects to test rules against</span>
              <select
                multiple
                className="field mt-1 h-28"
                value={testOn}
                onChange={(e) => setTestOn([...e.target.selectedOptions].map((o) => o.value))}
              >
                {objects.map((r) => (
                  <option key={r.k} value={r.k}>
                    {r.c} {r.n}
                  </option>
                ))}
              </select>
            </label>
            {draft.rules.map((rule, i) => (
              <div key={i}>
                <RuleEditor
                  index={i}
                  rule={rule}
                  testing={busy !== null || testOn.length === 0}
                  onChange={(next) =>
                    set({ rules: draft.rules.map((r, j) => (j === i ? next : r)) })
                  }
                  onRemove={() => set({ rules: draft.rules.filter((_, j) => j !== i) })}
                  onTest={() => void testRule(i)}
                />
                {test?.rule === i && <RuleTestResult test={test} />}
              </div>
            ))}
          </section>

          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold text-slate-900">
              4. SNS, notation and narrative rules
            </h2>
            <CheckboxField
              label={
                draft.sns
                  ? `SNS rules: ${draft.sns.length} systems of the project's SNS`
                  : 'No SNS rules (seed the rules to take the project’s maintained SNS)'
              }
              checked={draft.sns !== undefined}
              disabled={draft.sns === undefined}
              onChange={() => {
                const next = { ...draft };
                delete next.sns;
                change(next);
              }}
            />
            <h3 className="text-sm font-semibold text-slate-800">Notation rules</h3>
            <NotationRules
              notations={draft.notations}
              onChange={(notations) => set({ notations })}
            />
            <h3 className="text-sm font-semibold text-slate-800">Narrative rules</h3>
            <NarrativeRules
              narrative={draft.narrative}
              onChange={(narrative) => set({ narrative })}
            />
          </section>

          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold text-slate-900">5. Check and save</h2>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={busy !== null}
                onClick={() => void build()}
              >
                Check the BREX
              </button>
              {built?.ok && built.xml && (
                <>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => downloadFile(built.fileName, built.xml!, 'application/xml')}
                  >
                    Download
                  </button>
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={busy !== null || !rights?.writeObjects}
                    onClick={() => void save()}
                  >
                    Save to the project
                  </button>
                </>
              )}
            </div>
            {built && <BuildResult built={built} />}
            {built?.ok && !rights?.writeObjects && (
              <p className="text-sm text-slate-700">Only the project&apos;s authors may save it.</p>
            )}
            {saved && (
              <p role="status" className="text-sm text-green-800">
                {saved}{' '}
                <Link
                  className="text-blue-700 underline"
                  to={`/tools/brex-management/${projectId}`}
                >
                  See the project&apos;s BREX
                </Link>
              </p>
            )}
          </section>
        </>
      )}
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          {busy}...
        </p>
      )}
      <ErrorMessage plain text={error} />
    </div>
  );
}

function RuleTestResult({ test }: { test: RuleTest }) {
  return (
    <div
      aria-label={`Test of rule ${test.rule + 1}`}
      className="mt-1 rounded bg-slate-50 p-2 text-sm"
    >
      {test.results.map((r) => (
        <p key={r.object}>
          <span className="font-mono text-xs">{r.object}</span>:{' '}
          {r.status !== 'checked'
            ? r.findings[0]?.message
            : r.findings.length === 0
              ? 'passes'
              : r.findings
                  .map(
                    (f) =>
                      `${f.objectUse ?? f.message} at ${f.path ?? ''}` +
                      (f.kind === 'value' ? ` (value ${f.value ?? ''})` : ''),
                  )
                  .join('; ')}
        </p>
      ))}
    </div>
  );
}
