import { useState } from 'react';
import type { Brdp, BrdpDecision } from '../../../s1000d/brdp/brdp-model.ts';
import { newDecision } from '../../../s1000d/brdp/brdp-model.ts';
import { useSession } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { BrDocPanel } from './brdoc-panel.tsx';
import { BrdpImport } from './brdp-import.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { DecisionList } from './decision-list.tsx';
import { useBrdpData } from './use-brdp-data.ts';
import { BrdpLoadStatus } from './brdp-load-status.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';

/** /tools/brdp-management and /tools/brdp-import: import the index, decide each BRDP, write the brDoc. */
export default function BrdpManagementPage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject();
  const brdp = useBrdpData(projectId);
  const { index, decisions } = brdp;
  const [deciding, setDeciding] = useState<Brdp | null>(null);
  const loaded = project && project.id === projectId ? project : null;
  const live = (rows ?? []).filter((r) => !r.deleted).map((r) => r.row);
  const save = async (decision: BrdpDecision) => {
    await backend!.brdps.saveDecision(projectId, decision, actor!.actor);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="BRDP Management"
        intro="Import the business rules decision point index, record the project's decision on each BRDP, and write the business rules data module."
      />
      <ProjectSelect className="max-w-md" {...selectProps()} />
      <BrdpLoadStatus projectId={projectId} data={brdp} />
      {loaded && rights?.manage && index !== undefined && (
        <BrdpImport projectId={projectId} current={index} />
      )}
      {loaded && index === null && (
        <p className="text-slate-700">
          {loaded.name} has no BRDP index yet.
          {rights?.manage ? ' Import the spreadsheet above.' : ' A project manager imports it.'}
        </p>
      )}
      {loaded && index && decisions && (
        <>
          <p className="text-sm text-slate-600">
            Index from {index.source} (sheet “{index.sheet}”): {index.count} BRDPs
            {index.importedAt
              ? `, imported ${index.importedAt.toLocaleDateString('en-US', { dateStyle: 'long' })}`
              : ''}
            .
          </p>
          <DecisionList
            brdps={index.brdps}
            decisions={decisions}
            {...(rights?.writeObjects ? { onDecide: setDeciding } : {})}
          />
          <BrDocPanel
            project={loaded}
            rights={rights}
            rows={live}
            brdps={index.brdps}
            decisions={decisions}
          />
        </>
      )}
      {deciding && decisions && (
        <DecisionDialog
          brdp={deciding}
          decision={decisions.get(deciding.id) ?? newDecision(deciding.id)}
          onSave={save}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
