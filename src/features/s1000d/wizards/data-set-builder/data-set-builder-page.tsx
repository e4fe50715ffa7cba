import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DataSetPlan, PlannedModule } from '../../../../s1000d/planning/data-set-plan.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { NewDataModuleDialog } from '../../common/new-data-module-dialog.tsx';
import { prefillFromPlan } from '../../common/new-data-module-prefill.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { useProjectForCodes } from '../../common/use-project-for-codes.ts';
import { inDataSetWorker } from './data-set-jobs.ts';
import { PlanActions } from './plan-actions.tsx';
import { PlanTable } from './plan-table.tsx';
import { SnsNodePicker } from './sns-node-picker.tsx';
import { useSnsNodes } from './use-sns-nodes.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { ActionButton } from '../../../../ui/action-button.tsx';

const ITEM_LOCATIONS = ['A', 'B', 'C', 'D', 'T'] as const;
const LEVELS = ['1', '2', '3', '4'] as const;

export default function DataSetBuilderPage() {
  const { projects, projectId, setProjectId, rights, loaded, listing } = useChosenProject();
  const rules = useProjectForCodes(loaded, listing);
  const sns = useSnsNodes(rules);
  const [nodes, setNodes] = useState<Set<string>>(new Set());
  const [infoCodes, setInfoCodes] = useState('040 520 720');
  const [ilc, setIlc] = useState<(typeof ITEM_LOCATIONS)[number]>('A');
  const [levels, setLevels] = useState<(typeof LEVELS)[number]>('1');
  const [plan, setPlan] = useState<DataSetPlan | null>(null);
  const actor = useS1000dActor();
  const [newFrom, setNewFrom] = useState<PlannedModule | null>(null);
  const author = rights?.writeObjects && actor ? actor.actor : null;
  const existing = useMemo(() => new Set(listing?.map((r) => r.c)), [listing]);

  const run = useSubmit(async () => {
    if (rules.status !== 'ready') return;
    const project = rules.project;
    setPlan(
      await inDataSetWorker((api) =>
        api.plan(project, {
          nodes: [...nodes],
          infoCodes: infoCodes.split(/[\s,;]+/).filter(Boolean),
          itemLocationCode: ilc,
          titleLevels: Number(levels),
        }),
      ),
    );
  }, 'The data set could not be planned. Please try again.');

  const choose = (id: string) => {
    setProjectId(id);
    setNodes(new Set());
    setPlan(null);
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Data Set Builder"
        intro="Plan a project's data set: SNS nodes times information codes give the data module codes, titled from the SNS and the information code. Export the plan as a DMRL or CSV, or create the skeleton data modules in the project."
      />
      <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          projects={projects}
          value={projectId}
          onChange={choose}
        />
        {rules.status === 'unusable' && (
          <p role="alert" className="text-sm text-amber-900">
            {rules.message}
          </p>
        )}
        {sns && 'error' in sns && <ErrorMessage plain text={sns.error} />}
        {sns && 'sns' in sns && !sns.sns && (
          <p role="alert" className="text-sm text-amber-900">
            {loaded?.name} has no SNS to plan from.{' '}
            <Link className="text-blue-700 underline" to="/tools/wizards/s1000d/sns-builder">
              Give it one with the SNS Builder
            </Link>
            .
          </p>
        )}
        {sns && 'sns' in sns && sns.sns && (
          <>
            <SnsNodePicker sns={sns.sns} chosen={nodes} onChange={setNodes} />
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Information codes"
                value={infoCodes}
                onChange={(e) => setInfoCodes(e.target.value)}
              />
              <SelectField
                label="Item location code"
                value={ilc}
                options={ITEM_LOCATIONS}
                onChange={setIlc}
              />
              <SelectField
                label="SNS titles in the technical name"
                value={levels}
                options={LEVELS}
                onChange={setLevels}
              />
            </div>
            <div>
              <ActionButton action={run} busyText="Planning...">
                Plan the data set
              </ActionButton>
            </div>
          </>
        )}
        <ErrorMessage plain text={run.error} />
      </section>
      {plan && loaded && rules.status === 'ready' && (
        <Panel
          id="plan-heading"
          title={<>Planned data modules ({plan.modules.length})</>}
          className="flex flex-col gap-4"
        >
          {plan.problems.length > 0 && (
            <ul role="alert" className="list-disc pl-5 text-sm text-amber-900">
              {plan.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <PlanTable
            modules={plan.modules}
            existing={existing}
            onRemove={(code) =>
              setPlan({ ...plan, modules: plan.modules.filter((m) => m.code !== code) })
            }
            onNew={author ? setNewFrom : undefined}
          />
          {newFrom && author && listing && (
            <NewDataModuleDialog
              projectId={loaded.id}
              settings={loaded.settings}
              rows={listing}
              actor={author}
              onClose={() => setNewFrom(null)}
              prefill={prefillFromPlan(newFrom)}
            />
          )}
          {plan.modules.length > 0 && (
            <PlanActions
              projectId={loaded.id}
              settings={rules.project.settings}
              rights={rights}
              modules={plan.modules}
              existing={listing ?? []}
            />
          )}
        </Panel>
      )}
    </div>
  );
}
