import { useState } from 'react';
import { proposeForSets } from '../../../s1000d/infosets/propose-sets.ts';
import { schemaForInfoCode } from '../../../s1000d/csdb/info-code-schemas.ts';
import { useSession } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { PmSkeletonPanel } from './pm-skeleton-panel.tsx';
import { ProposalTable } from './proposal-table.tsx';
import { SetCatalogue } from './set-catalogue.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import { changeProjectSettings } from '../common/change-project-settings.ts';

const storedSets = (settings: Record<string, unknown> | undefined) =>
  Array.isArray(settings?.informationSets)
    ? settings.informationSets.filter((id): id is string => typeof id === 'string')
    : [];

export default function InformationSetsPage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject();
  // The user's choice, until saved; without one the project's saved sets show.
  const [draft, setDraft] = useState<{ projectId: string; sets: string[] } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const loaded = project && project.id === projectId ? project : null;
  const chosen = draft && draft.projectId === projectId ? draft.sets : storedSets(loaded?.settings);
  const projectMap = (loaded?.settings.infoCodeSchemas ?? {}) as Record<string, string>;
  const proposal = proposeForSets(chosen, (code) => projectMap[code] ?? schemaForInfoCode(code));
  const save = useSubmit(async () => {
    if (!backend || !loaded || !actor) return;
    await changeProjectSettings(backend, loaded, { informationSets: chosen }, actor.actor);
    setDraft(null);
    setSaved(
      `${loaded.name} now produces ${chosen.length} information set${chosen.length === 1 ? '' : 's'}.`,
    );
  }, 'The sets could not be saved: only a project manager may change them. Nothing was saved.');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Information Sets"
        intro="The S1000D information sets: choose the ones a project produces to see the information codes, schemas and publication module they call for."
      />
      <Panel id="sets-project" title="Project">
        <p className="mt-1 text-sm text-slate-600">
          Choose a project to use its settings and keep its sets; without one the catalogue still
          shows what each set proposes.
        </p>
        <div className="mt-3 max-w-md">
          <ProjectSelect {...selectProps(() => setSaved(null))} />
        </div>
        {loaded && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {rights?.manage ? (
              <ActionButton action={save} busyText="Saving...">
                {`Save these sets for ${loaded.name}`}
              </ActionButton>
            ) : (
              <p className="text-sm text-slate-600">
                Only the project's managers can change its sets.
              </p>
            )}
            <DoneMessage text={saved} />
            <ErrorMessage plain text={save.error} />
          </div>
        )}
      </Panel>
      <SetCatalogue
        chosen={chosen}
        onChange={(sets) => {
          setDraft({ projectId, sets });
          setSaved(null);
        }}
      />
      <ProposalTable proposal={proposal} />
      {loaded && proposal.sets.length > 0 && (
        <PmSkeletonPanel
          project={loaded}
          rights={rights}
          rows={(rows ?? []).filter((r) => !r.deleted).map((r) => r.row)}
          sets={proposal.sets}
        />
      )}
    </div>
  );
}
