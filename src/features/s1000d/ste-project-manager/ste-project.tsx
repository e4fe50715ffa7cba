import { useMemo } from 'react';
import { Link } from 'react-router';
import type { GlossaryEntry } from '../../../s1000d/ste/ste-settings.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { ReadOnlyNote } from '../../../ui/read-only-note.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { useS1000dProject } from '../common/use-s1000d-project.ts';
import { useSteSettings } from '../common/use-ste-settings.ts';
import { GlossaryEditor } from './glossary-editor.tsx';
import { SteRulesTable } from './ste-rules-table.tsx';
import { SteRunSection } from './ste-run-section.tsx';
import { SteTrend } from './ste-trend.tsx';
import { TextTypesTable } from './text-types-table.tsx';
import { useSteRuns } from './use-ste-runs.ts';

export const STE_INTRO =
  'Simplified Technical English (ASD-STE100) for a project: text types, the project glossary, the rules and their severity, a run over every data module, and the trend across runs.';

export const WRITE_NOTE =
  'Only the project’s authors, reviewers and managers with S1000D edit rights change these settings and keep runs; you can run the check.';

/** One project's STE settings, its run and its trend. */
export function SteProject({ projectId }: { projectId: string }) {
  const { project, rows, rights, error: projectError } = useS1000dProject(projectId);
  const actor = useS1000dActor();
  const { settings, change, error } = useSteSettings(projectId);
  const { runs, error: runsError } = useSteRuns(projectId);
  const modules = useMemo(
    () =>
      (rows ?? [])
        .filter((r) => !r.deleted && r.row.t === 'dm')
        .map((r) => r.row)
        .sort((a, b) => (a.c < b.c ? -1 : a.c > b.c ? 1 : 0)),
    [rows],
  );
  const codes = useMemo(() => new Map(modules.map((m) => [m.k, m.c])), [modules]);
  if (projectError) return <ErrorMessage text={projectError} />;
  if (!project || !settings || !rows) return <p className="text-sm text-slate-600">Loading...</p>;
  const writes = !!rights?.writeObjects;
  const addTerm = (entry: GlossaryEntry) =>
    change((s) => ({ ...s, glossary: [...s.glossary, entry] }));
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={`STE Project Manager: ${project.name}`}
        intro={STE_INTRO}
        actions={
          <Link
            className="btn-secondary"
            to={`/tools/s1000d-projects/${encodeURIComponent(projectId)}`}
          >
            Project library
          </Link>
        }
      />
      {!writes && <ReadOnlyNote text={WRITE_NOTE} />}
      <ErrorMessage text={error} />
      <Panel bare id="ste-rules" title="Rules" className="flex flex-col gap-3">
        <SteRulesTable
          settings={settings}
          disabled={!writes}
          onChange={(rule, setting) =>
            void change((s) => ({ ...s, rules: { ...s.rules, [rule]: setting } }))
          }
        />
      </Panel>
      <Panel bare id="ste-glossary" title="Glossary" className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          The project’s technical nouns and verbs count as approved words (a noun of several words
          counts as one noun); a word not to use is reported with the word to use. No word list of
          the STE dictionary ships with IPS Studio.
        </p>
        <GlossaryEditor
          glossary={settings.glossary}
          disabled={!writes}
          onAdd={addTerm}
          onRemove={(term) =>
            void change((s) => ({ ...s, glossary: s.glossary.filter((e) => e.term !== term) }))
          }
        />
      </Panel>
      <Panel bare id="ste-text-types" title="Text types" className="flex flex-col gap-3">
        <TextTypesTable
          modules={modules}
          settings={settings}
          disabled={!writes}
          onChange={(key, type) =>
            void change((s) => {
              const textTypes = { ...s.textTypes };
              if (type) textTypes[key] = type;
              else delete textTypes[key];
              return { ...s, textTypes };
            })
          }
        />
      </Panel>
      <Panel bare id="ste-run" title="Run" className="flex flex-col gap-3">
        <SteRunSection
          projectId={projectId}
          modules={modules}
          settings={settings}
          codes={codes}
          keepAs={writes && actor ? actor.actor : null}
        />
      </Panel>
      <Panel bare id="ste-trend" title="Trend" className="flex flex-col gap-3">
        <ErrorMessage text={runsError} />
        {runs && <SteTrend runs={runs} />}
      </Panel>
    </div>
  );
}
