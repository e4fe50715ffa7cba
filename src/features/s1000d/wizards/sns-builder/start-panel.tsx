import { useState } from 'react';
import { MAINTAINED_SNS, type MaintainedSnsId } from '../../../../s1000d/sns/maintained-sns.ts';
import type { SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { inSnsWorker } from './sns-builder-jobs.ts';
import { pbsItemsOf, usePbsSources } from './use-pbs-sources.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { OptionGroup, SelectField } from '../../../../ui/select-field.tsx';

type Props = { onStart: (tree: SnsNode[], from: string, notes: string[]) => void };

/** Where an SNS starts: a maintained SNS, a PBS project's breakdown, or nothing. */
export function StartPanel({ onStart }: Props) {
  const pbs = usePbsSources();
  const [source, setSource] = useState<string>('maintained:generic');
  const start = useSubmit(async () => {
    const [kind, value = ''] = source.split(':');
    if (kind === 'maintained') {
      const tree = await inSnsWorker((api) => api.maintained(value as MaintainedSnsId));
      const name = MAINTAINED_SNS.find((s) => s.id === value)?.name ?? value;
      return onStart(tree, `the maintained SNS "${name}"`, []);
    }
    if (kind === 'pbs') {
      const project = pbs.find((p) => p.id === value);
      if (!project) return;
      const made = await inSnsWorker((api) => api.fromPbs(pbsItemsOf(project)));
      return onStart(
        made.tree,
        `the PBS project "${project.name}"`,
        made.skipped.map((s) => `${s.name || '(no name)'} was left out: ${s.reason}`),
      );
    }
    onStart([], 'an empty SNS', []);
  }, 'The SNS could not be loaded. Please try again.');

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField label="Start from" value={source} onChange={setSource} className="min-w-72">
        <OptionGroup
          label="A maintained SNS"
          options={MAINTAINED_SNS.map((s) => [`maintained:${s.id}`, s.name])}
        />
        <OptionGroup label="A PBS project" options={pbs.map((p) => [`pbs:${p.id}`, p.name])} />
        <option value="empty">An empty SNS</option>
      </SelectField>
      <ActionButton action={start} busyText="Loading...">
        Start
      </ActionButton>
      <ErrorMessage plain text={start.error} />
    </div>
  );
}
