import { useState } from 'react';
import type { BrexDiff } from '../../../s1000d/brex/brex-summary.ts';
import type { InventoryBrex } from '../../../s1000d/csdb/brex-inventory.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { useSession } from '../../../session/session-context.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { diffInWorker } from './brex-info-client.ts';
import { defaultBrexFile } from './default-brex-file.ts';
import { Panel } from '../../../ui/panel.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';

type Props = { projectId: string; brex: readonly InventoryBrex[] };

/** "key|issue" for an issue of a project BREX; the name alone for a default BREX. */
const choicesOf = (brex: readonly InventoryBrex[]) =>
  brex.flatMap((b) =>
    b.source === 'default'
      ? [{ value: b.key, label: `${b.key} (S1000D default)` }]
      : b.issues.map((issue) => ({
          value: `${b.key}|${issue}`,
          label: `${b.code} issue ${issue}`,
        })),
  );

/** Compares two issues of a BREX (or any two BREX in reach): rules added, removed, changed. */
export function BrexDiffPanel({ projectId, brex }: Props) {
  const { backend } = useSession();
  const choices = choicesOf(brex);
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const [diff, setDiff] = useState<BrexDiff | null>(null);

  const fileOf = async (value: string): Promise<NamedFile> => {
    const [key, issue] = value.split('|');
    if (!issue) return defaultBrexFile(key!);
    const stored = await backend!.s1000dObjects.getObject(projectId, key!);
    const found = stored?.issues.findLast((i) => `${i.issueNumber}-${i.inWork}` === issue);
    if (!found) throw new Error(`Issue ${issue} of ${key} is not in the project.`);
    return {
      name: `${key}_${issue}`,
      bytes: await backend!.s1000dObjects.readContent(projectId, found),
    };
  };
  const compare = useSubmit(
    async () => {
      setDiff(null);
      setDiff(await diffInWorker(await fileOf(before), await fileOf(after)));
    },
    (cause) => `The two BREX could not be compared: ${(cause as Error).message}`,
  );
  const options = ['', ...choices.map((c) => c.value)];
  const labels = Object.fromEntries([
    ['', 'Choose a BREX'],
    ...choices.map((c) => [c.value, c.label]),
  ]);
  return (
    <Panel id="brex-diff" title="Compare two BREX">
      <div className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        {[
          { label: 'Earlier', value: before, set: setBefore },
          { label: 'Later', value: after, set: setAfter },
        ].map((side) => (
          <SelectField
            key={side.label}
            label={side.label}
            value={side.value}
            options={options}
            labels={labels}
            onChange={side.set}
          />
        ))}
        <ActionButton action={compare} disabled={!before || !after}>
          Compare
        </ActionButton>
      </div>
      <ErrorMessage plain className="mt-2" text={compare.error} />
      {diff && <DiffList diff={diff} />}
    </Panel>
  );
}

function DiffList({ diff }: { diff: BrexDiff }) {
  if (diff.same) return <p className="mt-3 text-sm text-slate-800">The rules are the same.</p>;
  const lines: string[] = [
    ...diff.added.map((a) => `+ ${a.label}: ${a.objectUse}`),
    ...diff.removed.map((r) => `- ${r.label}: ${r.objectUse}`),
    ...diff.changed.flatMap((c) => [
      `~ ${c.label}`,
      ...c.fields.map((f) => `    ${f.field}: ${f.before} → ${f.after}`),
      ...c.valuesAdded.map((v) => `    + value ${v}`),
      ...c.valuesRemoved.map((v) => `    - value ${v}`),
    ]),
    ...diff.snsAdded.map((s) => `+ SNS ${s}`),
    ...diff.snsRemoved.map((s) => `- SNS ${s}`),
    ...diff.notationsAdded.map((n) => `+ notation ${n}`),
    ...diff.notationsRemoved.map((n) => `- notation ${n}`),
    ...diff.notationsChanged.map((n) => `~ notation ${n}`),
    ...diff.narrativeAdded.map((n) => `+ narrative: ${n}`),
    ...diff.narrativeRemoved.map((n) => `- narrative: ${n}`),
  ];
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-800">
        {diff.added.length} rule(s) added, {diff.removed.length} removed, {diff.changed.length}{' '}
        changed.
      </p>
      <pre
        aria-label="Differences"
        className="mt-2 max-h-96 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs"
      >
        {lines.join('\n')}
      </pre>
    </div>
  );
}
