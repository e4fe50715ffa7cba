import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../../lib/browser-file.ts';
import type { BrexFinding } from '../../../s1000d/brex/finding.ts';
import { brexCheckXml, findingsCsv, findingsOf } from '../../../s1000d/brex/report-formats.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { checkableRows, publicationRows, type Scope } from './brex-scope.ts';
import { CheckOptions } from './check-options.tsx';
import { FindingsTable } from './findings-table.tsx';
import { ObjectChooser } from './object-chooser.tsx';
import { ObjectSourceDialog } from './object-source-dialog.tsx';
import type { CheckSettings } from './run-brex-check.ts';
import { useBrexCheck } from './use-brex-check.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';

const SCOPE_LABELS = {
  project: 'The whole project',
  publication: 'One publication',
  objects: 'Chosen objects',
} as const;

const INITIAL: CheckSettings = { against: 'chain', values: true, sns: 'off', notations: false };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** /tools/wizards/s1000d/brex-tools: checks a project's objects with BREX, in Web Workers. */
export default function BrexToolsPage() {
  const [params] = useSearchParams();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject(
    params.get('project') ?? undefined,
  );
  const [scope, setScope] = useState<Scope>('project');
  const [pmKey, setPmKey] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [settings, setSettings] = useState(INITIAL);
  const [opened, setOpened] = useState<BrexFinding | null>(null);
  const check = useBrexCheck();

  const loaded = project && project.id === projectId && rows ? project : null;
  const checkable = useMemo(() => (loaded && rows ? checkableRows(rows) : []), [loaded, rows]);
  const publications = checkable.filter((r) => r.t === 'pm');
  const targets = useMemo(() => {
    if (scope === 'project') return checkable;
    if (scope === 'publication') return pmKey ? publicationRows(checkable, pmKey) : [];
    return checkable.filter((r) => chosen.has(r.k));
  }, [scope, checkable, pmKey, chosen]);
  const running = check.progress !== null;
  const findings = useMemo(() => check.run?.reports.flatMap(findingsOf) ?? [], [check.run]);

  const start = () => {
    if (!loaded || !rights) return;
    void check.start({
      projectId: loaded.id,
      targets,
      projectRows: checkable,
      settings,
      keepAs: rights.writeObjects && actor ? actor.actor : null,
    });
  };
  const exportAs = (kind: 'xml' | 'csv') => {
    if (!check.run) return;
    const { reports, settings: used } = check.run;
    const base = `brex-report-${(loaded?.name ?? 'project').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
    if (kind === 'xml')
      downloadFile(
        `${base}.xml`,
        brexCheckXml(reports, {
          layered: used.against === 'chain',
          values: used.values,
          ...(used.sns !== 'off' ? { sns: used.sns } : {}),
          notations: used.notations,
        }),
        'application/xml',
      );
    else downloadFile(`${base}.csv`, findingsCsv(reports), 'text/csv');
  };
  const openedObject = opened && check.run?.objects.get(opened.object);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="BREX Tools"
        intro="Check a project's objects against their BREX chain or their issue's default BREX, with the findings s1kd-brexcheck gives."
      />
      <Panel id="brex-what" title="What to check" className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            <ProjectSelect
              disabled={running}
              {...selectProps(() => {
                setPmKey('');
                setChosen(new Set());
              })}
            />
            {loaded && (
              <SelectField
                label="Scope"
                value={scope}
                options={['project', 'publication', 'objects'] as const}
                labels={SCOPE_LABELS}
                disabled={running}
                onChange={setScope}
              />
            )}
            {loaded && scope === 'publication' && (
              <SelectField
                label="Publication"
                value={pmKey}
                options={['', ...publications.map((p) => p.k)]}
                labels={Object.fromEntries([
                  ['', publications.length ? 'Choose a publication' : 'No publication module'],
                  ...publications.map((p) => [p.k, `${p.c} ${p.n}`]),
                ])}
                disabled={running}
                onChange={setPmKey}
              />
            )}
            {loaded && scope === 'objects' && (
              <ObjectChooser
                rows={checkable}
                chosen={chosen}
                onChange={setChosen}
                disabled={running}
              />
            )}
          </div>
          <CheckOptions settings={settings} onChange={setSettings} disabled={running} />
        </div>
        {loaded && (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={running || targets.length === 0}
              onClick={start}
            >
              Check {plural(targets.length, 'object')}
            </button>
            {running && (
              <button type="button" className="btn-secondary" onClick={check.cancel}>
                Cancel
              </button>
            )}
            {!rights?.writeObjects && (
              <span className="text-sm text-slate-600">
                As a reader you may check; results are not kept in the library.
              </span>
            )}
          </div>
        )}
        {check.progress && (
          <div className="flex flex-col gap-1">
            <progress
              aria-label="BREX check progress"
              className="w-full"
              max={Math.max(1, check.progress.total)}
              value={check.progress.done}
            />
            <p role="status" className="text-sm text-slate-700">
              {check.progress.phase === 'reading' ? 'Reading' : 'Checking'} {check.progress.done} of{' '}
              {check.progress.total}
            </p>
          </div>
        )}
        <ErrorMessage plain text={check.error} />
      </Panel>

      {check.run && (
        <section aria-labelledby="brex-report" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="brex-report" className="text-lg font-semibold text-slate-900">
              Report
            </h2>
            <div className="flex gap-2">
              <button type="button" className="btn-secondary" onClick={() => exportAs('xml')}>
                Download XML report
              </button>
              <button type="button" className="btn-secondary" onClick={() => exportAs('csv')}>
                Download CSV
              </button>
            </div>
          </div>
          <ReportSummary reports={check.run.reports} findings={findings} />
          {check.note && <p className="text-sm text-slate-700">{check.note}</p>}
          <FindingsTable findings={findings} onOpen={setOpened} />
        </section>
      )}
      {opened && openedObject && (
        <ObjectSourceDialog
          name={opened.object}
          bytes={openedObject.bytes}
          {...(opened.line ? { line: opened.line } : {})}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}

function ReportSummary({
  reports,
  findings,
}: {
  reports: readonly { status: string; errorCount: number }[];
  findings: readonly BrexFinding[];
}) {
  const failed = reports.filter((r) => r.errorCount > 0).length;
  const notChecked = reports.filter((r) => r.status !== 'checked').length;
  const ruleFindings = findings.filter((f) => f.kind === 'structure' || f.kind === 'value').length;
  return (
    <p role="status" className="text-sm text-slate-800">
      {plural(reports.length, 'object')} checked: {reports.length - failed - notChecked} passed,{' '}
      {failed} with errors, {notChecked} not checked in full. {plural(findings.length, 'finding')} (
      {plural(ruleFindings, 'rule finding')}).
    </p>
  );
}
