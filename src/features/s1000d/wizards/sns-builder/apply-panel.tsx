import { useMemo, useState } from 'react';
import { format } from 'date-fns';
import {
  projectBrexCode,
  validateProjectSettings,
} from '../../../../s1000d/csdb/project-settings.ts';
import type { SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { useSession } from '../../../../session/session-context.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectBytes } from '../../common/read-object-bytes.ts';
import { storeGeneratedObject } from '../../common/store-generated-object.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { inSnsWorker } from './sns-builder-jobs.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';

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
    const brexRow =
      current.brex.kind === 'project'
        ? listing.find((r) => r.c === projectBrexCode(current))
        : undefined;
    const brex = brexRow ? await readObjectBytes(backend, loaded.id, brexRow.k) : undefined;
    const made = await inSnsWorker((api) =>
      api.apply(tree, current, brex, format(new Date(), 'yyyy-MM-dd')),
    );
    const stored = await storeGeneratedObject(
      backend,
      loaded.id,
      listing,
      { name: made.fileName, bytes: made.bytes },
      actor.actor,
    );
    if (!stored.stored) return setDone(`Nothing was written: ${stored.message}`);
    const follows = current.brex.kind === 'project' && current.sns.kind === 'project';
    if (!follows && made.code && rights?.manage) {
      await backend.s1000dProjects.updateSettings(
        loaded.id,
        {
          name: loaded.name,
          description: loaded.description,
          settings: {
            ...loaded.settings,
            brex: { kind: 'project', code: made.code },
            sns: { kind: 'project' },
          },
          visibility: loaded.visibility,
        },
        actor.actor,
      );
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
          <button
            type="button"
            className="btn-primary"
            disabled={disabled || apply.busy}
            onClick={() => void apply.submit()}
          >
            {apply.busy ? 'Writing...' : `Write the SNS into ${loaded.name}'s BREX`}
          </button>
        </div>
      )}
      <ErrorMessage plain text={apply.error} />
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      )}
    </div>
  );
}
