import { useState } from 'react';
import type { S1000dRights } from '../../../access/s1000d-project-access.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { storeBrexIssue } from '../common/store-brex-issue.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { inPatternWorker } from './pattern-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import { changeProjectSettings } from '../common/change-project-settings.ts';

type Props = {
  project: S1000dProject;
  rights: S1000dRights;
  rows: readonly ObjectListing[];
  pattern: IssuePattern;
  /** Unsaved changes or failing examples: a rule is only made from a pattern that is right. */
  blockedBecause: string | null;
};

/**
 * Makes the pattern a rule of the project BREX: its next in-work issue, or a new project BREX
 * layered on the default one when the project has none (a manager's project then follows it).
 */
export function PromotePanel({ project, rights, rows, pattern, blockedBecause }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [done, setDone] = useState<string | null>(null);
  const settings = validateProjectSettings(project.settings);
  const promote = useSubmit(
    async () => {
      if (!backend || !actor || !settings.ok) return;
      setDone(null);
      const current = settings.value;
      const brexProject = { id: project.id, rows, settings: current };
      const { made, stored } = await storeBrexIssue(
        backend,
        brexProject,
        actor.actor,
        (brex, today) => inPatternWorker((api) => api.promote(pattern, brex, current, today)),
      );
      if (!stored.stored) return setDone(`Nothing was written: ${stored.message}`);
      if (made.newBrexCode && rights.manage) {
        const brex = { kind: 'project', code: made.newBrexCode };
        await changeProjectSettings(backend, project, { brex }, actor.actor);
      }
      setDone(
        `${made.fileName}: ${stored.message}` +
          (!made.newBrexCode
            ? ''
            : rights.manage
              ? ` ${project.name} now follows this BREX.`
              : ` A manager of ${project.name} can make the project follow it in its settings.`),
      );
    },
    (failure) =>
      // The engine says why a pattern cannot be a rule (a regex with \b has no XPath form).
      /cannot become a BREX rule/.test(String((failure as Error).message))
        ? `${(failure as Error).message} Nothing was changed.`
        : 'The rule could not be written into the project BREX: nothing was changed.',
  );

  if (!rights.writeObjects) return null;
  return (
    <section aria-labelledby="promote-title" className="flex flex-col gap-2">
      <h3 id="promote-title" className="font-medium text-slate-900">
        Make it a BREX rule
      </h3>
      {!settings.ok ? (
        <p className="text-sm text-amber-800">
          {project.name}'s settings are incomplete ({settings.problems[0]}): set them up first.
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {settings.value.brex.kind === 'project'
            ? 'Writes the next in-work issue of the project BREX with this pattern as a structure rule.'
            : `${project.name} follows the default BREX: this makes a project BREX, layered on it, holding the rule.`}
        </p>
      )}
      {blockedBecause && <p className="text-sm text-amber-800">{blockedBecause}</p>}
      <div>
        <ActionButton
          action={promote}
          disabled={!settings.ok || Boolean(blockedBecause)}
          busyText="Writing..."
        >
          Promote to BREX rule
        </ActionButton>
      </div>
      <ErrorMessage plain text={promote.error} />
      <DoneMessage text={done} />
    </section>
  );
}
