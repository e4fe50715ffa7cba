import { useState } from 'react';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { HtmlSection } from '../../../../s1000d/import/html-sections.ts';
import type { ImportOptions } from '../../../../s1000d/import/html-to-modules.ts';
import { useSession } from '../../../../session/session-context.ts';
import { Refusal, useSubmit } from '../../../../ui/use-submit.ts';
import { objectWritesOf } from '../../common/object-writes.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { inModulesWorker } from './import-jobs.ts';

/** A data module the import stored: its library key (for the viewer), code and title. */
export type ImportedObject = { key: string; code: string; title: string };
export type ImportOutcome = { modules: ImportedObject[]; icns: number };

const failureText = (failure: unknown) => {
  if ((failure as { code?: string }).code === 'permission-denied')
    return 'This project refused the import: you need the author, reviewer or manager role in it. Nothing was stored.';
  return `The import stopped: ${(failure as Error).message} What is listed as stored is stored whole; nothing else was.`;
};

/**
 * Import: the modules and ICNs are made and decided in the worker exactly as an upload of
 * those files would be, and stored only if every one of them can be (an ICN the project
 * holds byte for byte is simply not stored again); otherwise nothing is.
 */
export function useImportModules(projectId: string, rows: readonly ObjectListing[] | null) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const run = useSubmit(async (sections: HtmlSection[], options: ImportOptions) => {
    setOutcome(null);
    if (!backend || !actor || !rows) return;
    const { result, decisions } = await inModulesWorker((api) =>
      api.plan(sections, options, [...rows]),
    );
    if (result.problems.length)
      throw new Refusal(`Nothing was imported: ${result.problems.join(' ')}`);
    const unchangedIcn = (d: (typeof decisions)[number]) =>
      d.outcome === 'identical' && /^ICN-/i.test(d.path);
    const refused = decisions.filter((d) => !d.write && !unchangedIcn(d));
    if (refused.length)
      throw new Refusal(`Nothing was imported: ${refused.map((d) => d.message).join(' ')}`);
    const writes = objectWritesOf(decisions);
    await backend.s1000dObjects.commitObjects(projectId, writes, actor.actor);
    setOutcome({
      modules: decisions.flatMap((d) =>
        d.write && d.key && d.listing?.t === 'dm'
          ? [{ key: d.key, code: d.listing.c, title: d.listing.n }]
          : [],
      ),
      icns: writes.filter((w) => w.kind === 'icn').length,
    });
  }, failureText);
  return { ...run, outcome, reset: () => setOutcome(null) };
}
