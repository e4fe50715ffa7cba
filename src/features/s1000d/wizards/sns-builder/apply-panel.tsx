import { useMemo, useState } from 'react';
import { validateProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import type { SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { useSession } from '../../../../session/session-context.ts';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { DoneMessage } from '../../../../ui/done-message.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { storeBrexIssue } from '../../common/store-brex-issue.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { inSnsWorker } from './sns-builder-jobs.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { changeProjectSettings } from '../../common/change-project-settings.ts';

/**
 * Writes the SNS into a project: the next in-work issue of its BREX, or a new project BREX;
 * a manager's project then follows that BREX and its SNS.
 */
export function ApplyPanel({ tree, disabled }: { tree: SnsNode[]; disabled: boolean }) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { rows, rights, loaded, selectProps } = useChosenProject();
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? [], [rows]);
  const settings = loaded ? validateProjectSettings(loaded.settings) : null;
  const [done, setDone] = useState<string | null>(null);

  const apply = useSubmit(async () => {
    if (!backend || !actor || !loaded || !settings?.ok) return;
    setDone(null);
    const current = settings.value;
    const brexProject = { id: loaded.id, rows: listing, settings: current };
    const { made, stored } = await storeBrexIssue(
      backend,
      brexProject,
      actor.actor,
      (brex, today) => inSnsWorker((api) => api.apply(tree, current, brex, today)),
    );
    if (!stored.stored) return setDone(`Nothing was written: ${stored.message}`);
    const follows = current.brex.kind === 'project' && current.sns.kind === 'project';
    if (!follows && made.code && rights?.manage) {
      const follow = { brex: { kind: 'project', code: made.code }, sns: { kind: 'project' } };
      await changeProjectSettings(backend, loaded, follow, actor.actor);
    }
    setDone(
      `${made.fileName}: ${stored.message}` +
        (follows || !made.code
          ? ''
          : rights?.manage
            ? ` ${loaded.name} now follows this BREX and its SNS.`
            : ` A manager of ${loaded.name} can make the project follow it in its settings.`),
    );
  }, 'The SNS could not be written into the project: nothing was changed.');

  return (
    <div className="flex flex-col gap-3">
      <ProjectSelect className="max-w-md" {...selectProps(() => setDone(null))} />
      {loaded && settings && !settings.ok && (
        <p className="text-sm text-amber-800">
          {loaded.name}'s settings are incomplete ({settings.problems[0]}): set them up first.
        </p>
      )}
      {loaded && rights && !rights.writeObjects && (
        <p className="text-sm text-amber-800">
          Only the project's authors and managers can write its BREX.
        </p>
      )}
      {loaded && settings?.ok && rights?.writeObjects && (
        <div>
          <ActionButton action={apply} disabled={disabled} busyText="Writing...">
            Write the SNS into {loaded.name}&apos;s BREX
          </ActionButton>
        </div>
      )}
      <ErrorMessage plain text={apply.error} />
      <DoneMessage text={done} />
    </div>
  );
}
