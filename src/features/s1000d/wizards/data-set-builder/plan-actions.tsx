import { useState } from 'react';
import type { S1000dRights } from '../../../../access/s1000d-project-access.ts';
import { downloadFile } from '../../../../lib/browser-file.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { ProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import type { PlannedModule } from '../../../../s1000d/planning/data-set-plan.ts';
import type { DmrlExport } from '../../../../s1000d/planning/data-set-export.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { inDataSetWorker } from './data-set-jobs.ts';
import { useCreateSkeletons } from './use-create-skeletons.ts';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { ErrorList } from '../../../../ui/error-message.tsx';

type Props = {
  projectId: string;
  settings: ProjectSettings;
  rights: S1000dRights | null;
  modules: readonly PlannedModule[];
  existing: readonly ObjectListing[];
};

const DML_TYPES = { c: 'Complete DMRL (c)', p: 'Partial DMRL (p)' } as const;

/** What to do with the plan: download it as a DMRL or CSV, or create its skeletons. */
export function PlanActions({ projectId, settings, rights, modules, existing }: Props) {
  const [dmlType, setDmlType] = useState<'c' | 'p'>('c');
  const [seq, setSeq] = useState('00001');
  const [problems, setProblems] = useState<string[]>([]);
  const skeletons = useCreateSkeletons(projectId, settings);
  const dmrl = useSubmit(async () => {
    const date = new Date().toISOString().slice(0, 10);
    const made = await inDataSetWorker<DmrlExport>((api) =>
      api.dmrl(settings, [...modules], { dmlType, seqNumber: seq.trim(), date }),
    );
    setProblems(made.ok ? [] : made.problems);
    if (made.ok) downloadFile(made.fileName, made.xml, 'application/xml');
  }, 'The DMRL could not be written. Please try again.');
  const csv = useSubmit(async () => {
    const text = await inDataSetWorker((api) => api.csv([...modules]));
    downloadFile('data-set-plan.csv', text, 'text/csv');
  }, 'The CSV could not be written. Please try again.');
  const outcome = skeletons.outcome;

  return (
    <Panel id="plan-actions" title="Export or create" bare className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="DML type"
          value={dmlType}
          options={['c', 'p']}
          labels={DML_TYPES}
          onChange={setDmlType}
        />
        <TextField
          label="DML sequence number"
          value={seq}
          maxLength={5}
          onChange={(e) => setSeq(e.target.value)}
        />
        <ActionButton action={dmrl} secondary>
          Download the DMRL
        </ActionButton>
        <ActionButton action={csv} secondary>
          Download CSV
        </ActionButton>
        {rights?.writeObjects && (
          <ActionButton action={skeletons} args={[modules, existing]} busyText="Creating...">
            Create skeletons
          </ActionButton>
        )}
      </div>
      {!rights?.writeObjects && (
        <p className="text-sm text-slate-600">Only the project’s authors can create skeletons.</p>
      )}
      <ErrorList errors={[...problems, dmrl.error, csv.error, skeletons.error]} />
      {outcome && (
        <div role="status" className="text-sm text-slate-800">
          <p>
            {outcome.created} skeleton data module(s) added to the library.
            {outcome.kept.length > 0 && ` ${outcome.kept.length} not stored.`}
            {outcome.refused.length > 0 && ` ${outcome.refused.length} not written.`}
          </p>
          <ul className="list-disc pl-5">
            {[...outcome.kept, ...outcome.refused].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
