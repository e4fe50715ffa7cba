import { useId, useMemo, useState } from 'react';
import type { Backend } from '../../../../data/backend.ts';
import type { Actor } from '../../../../data/s1000d-store-types.ts';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { ApplicNode } from '../../../../s1000d/applic/applic-statement.ts';
import { checkStatement } from '../../../../s1000d/applic/check-statement.ts';
import type { ApplicTargetChoice } from '../../../../s1000d/applic/write-applic.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { ErrorList, ErrorMessage } from '../../../../ui/error-message.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import type { NamedBytes } from '../../common/applic-worker.ts';
import { targetsInWorker, writeApplicInWorker } from '../../common/applic-worker-client.ts';
import { commitNewIssue } from '../../common/commit-new-issue.ts';
import { Panel } from '../../../../ui/panel.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { DoneMessage } from '../../../../ui/done-message.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useLoad } from '../../../../session/use-load.ts';
import { TextField } from '../../../../ui/text-field.tsx';

type Props = {
  backend: Backend;
  projectId: string;
  row: ObjectListing;
  readModule: () => Promise<NamedBytes>;
  statement: ApplicNode;
  displayText: string;
  properties: readonly ApplicProperty[];
  /** The author writing, or null when the user may not write in the project. */
  actor: Actor | null;
};

const WHOLE = 'object';

/** Where the statement goes, and the write: the module's next in-work issue, kept by the store. */
export function ApplyPanel({
  backend,
  projectId,
  row,
  readModule,
  statement,
  displayText,
  properties,
  actor,
}: Props) {
  const id = useId();
  const readTargets = useMemo(() => () => readModule().then(targetsInWorker), [readModule]);
  // A module whose elements cannot be read still takes the statement on the whole module.
  const targets = useLoad<ApplicTargetChoice[], null>(readTargets, {
    initial: null,
    fallback: [],
    what: 'Targets',
  }).value;
  // The choice belongs to the issue it was made on: a new issue's elements sit elsewhere.
  const [choice, setChoice] = useState<{ from: Props['readModule']; value: string } | null>(null);
  const target = choice?.from === readModule ? choice.value : WHOLE;
  const setTarget = (value: string) => setChoice({ from: readModule, value });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const apply = useSubmit(
    async () => {
      setDone(null);
      const found = checkStatement(statement, properties);
      setProblems(found);
      if (found.length || !actor) return;
      const chosen = targets?.find((t) => String(t.index) === target);
      const written = await writeApplicInWorker(
        await readModule(),
        statement,
        displayText,
        chosen ? { kind: 'element', index: chosen.index, name: chosen.name } : { kind: 'object' },
        reason,
      );
      await commitNewIssue(
        backend,
        projectId,
        row,
        written,
        actor,
        reason.trim() || `Applicability: ${displayText}`,
      );
      setDone(
        `Saved as issue ${written.issue} of ${row.c}${written.applicId ? `: ${chosen?.label.split(':')[0]} now points at ${written.applicId}` : ': the whole data module'} (${displayText}).`,
      );
    },
    (failure) =>
      `The statement could not be written: ${(failure as Error).message}. Nothing changed.`,
  );

  return (
    <Panel id={`${id}-title`} title={<>Apply to {row.c}</>} className="flex flex-col gap-3">
      <div>
        <SelectField label="Applies to" value={target} onChange={setTarget}>
          <option value={WHOLE}>The whole data module (dmStatus applic)</option>
          {targets?.map((t) => (
            <option key={t.index} value={String(t.index)}>
              {t.label}
              {t.applicRefId ? ` [now ${t.applicRefId}]` : ''}
            </option>
          ))}
        </SelectField>
        {targets === null && <p className="text-sm text-slate-600">Reading the data module...</p>}
      </div>
      <TextField
        label="Reason for update (optional)"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ErrorList errors={problems} />
      {!actor && (
        <p className="text-sm text-slate-700">
          Only the project&apos;s authors can apply a statement.
        </p>
      )}
      <div>
        <ActionButton action={apply} disabled={!actor || targets === null} busyText="Saving...">
          Apply as a new in-work issue
        </ActionButton>
      </div>
      <ErrorMessage text={apply.error} plain />
      <DoneMessage text={done} />
    </Panel>
  );
}
