import { transfer } from 'comlink';
import { useState } from 'react';
import type { UploadFile } from '../../../../s1000d/csdb/zip.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { planUploadInWorker } from '../../common/csdb-worker-client.ts';
import { objectWritesOf } from '../../common/object-writes.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import { DdnReport } from './ddn-report.tsx';
import type { DdnReading, DdnWorkerApi } from './ddn-worker.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { FileField } from '../../../../ui/file-field.tsx';
import { DoneMessage } from '../../../../ui/done-message.tsx';

type Chosen = { ddn: UploadFile; others: UploadFile[] };

/**
 * /tools/wizards/s1000d/ddn-reader: a data dispatch note and the files delivered with it,
 * reconciled against each other and the project; the delivered objects are then imported as
 * an upload is (same plan, same decisions, whole or not at all per object).
 */
export default function DdnReaderPage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, rights, listing, selectProps } = useChosenProject();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState<DdnReading | null>(null);
  const [imported, setImported] = useState<string | null>(null);

  const read = useSubmit(async (list: File[]) => {
    setReading(null);
    setImported(null);
    const files = await Promise.all(
      list.map(async (f) => ({ path: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    const ddn = files.find((f) => /^DDN-/i.test(f.path));
    if (!ddn)
      return setReading({
        ok: false,
        problem: 'Choose the DDN (a DDN-….XML file) with the delivered files.',
      });
    const others = files.filter((f) => f !== ddn);
    setChosen({ ddn, others });
    const copy = ddn.bytes.slice();
    setReading(
      await runWorkerJob<DdnWorkerApi, DdnReading>(
        () => new Worker(new URL('./ddn-worker.ts', import.meta.url), { type: 'module' }),
        (api) =>
          api.read(
            transfer(copy, [copy.buffer]),
            ddn.path,
            others.map((o) => o.path),
            [...(listing ?? [])],
          ),
      ),
    );
  }, 'The DDN could not be read. Nothing was changed.');

  const importDelivered = useSubmit(async () => {
    if (!backend || !actor || !chosen || !reading?.ok || !listing) return;
    const delivered = chosen.others.filter((f) => reading.files.present.includes(f.path));
    const decisions = await planUploadInWorker(
      delivered.map((f) => ({ path: f.path, bytes: f.bytes.slice() })),
      [...listing],
      () => undefined,
      new AbortController().signal,
    );
    const writes = objectWritesOf(decisions);
    await backend.s1000dObjects.commitObjects(projectId, writes, actor.actor);
    const refused = decisions.filter((d) => !d.write);
    setImported(
      `${writes.length} delivered object(s) imported.${refused.length ? ` Not imported: ${refused.map((d) => `${d.path}: ${d.message}`).join(' ')}` : ''}`,
    );
  }, 'The delivered objects could not be imported. What is listed as imported is stored whole; nothing else was.');

  const canImport = !!rights?.writeObjects && !!actor && !actor.readOnly;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="DDN Reader"
        intro="Read a data dispatch note, check its delivery list against the files that came with it and against the project (missing, unexpected, issue mismatch, names that do not parse), then import what was delivered."
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect className="max-w-md" {...selectProps(() => setReading(null))} />
        {listing && (
          <FileField
            label="The DDN and the delivered files"
            multiple
            className="max-w-xl"
            onFiles={(files) => void read.submit([...files])}
          />
        )}
        {((reading && !reading.ok) || read.error) && (
          <ErrorMessage plain text={reading && !reading.ok ? reading.problem : read.error} />
        )}
      </div>
      {reading?.ok && (
        <>
          <DdnReport reading={reading} />
          {canImport && (
            <button
              type="button"
              className="btn-primary self-start"
              disabled={importDelivered.busy || reading.files.present.length === 0}
              onClick={() => void importDelivered.submit()}
            >
              {importDelivered.busy
                ? 'Importing…'
                : `Import ${reading.files.present.length} delivered object(s)`}
            </button>
          )}
          <DoneMessage text={imported} />
          <ErrorMessage plain text={importDelivered.error} />
        </>
      )}
    </div>
  );
}
