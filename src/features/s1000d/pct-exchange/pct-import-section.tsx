import { useState } from 'react';
import type { ProductModel } from '../../../domain/product-configurations.ts';
import type { PctMapping } from '../../../s1000d/applic/pct-mapping.ts';
import type { PctImport } from '../../../s1000d/applic/pct-to-configuration.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { MessageList } from '../common/message-list.tsx';
import type { NamedBytes, PctTables } from './pct-worker.ts';
import { importPctInWorker } from './pct-worker-client.ts';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

type Props = {
  hasPct: boolean;
  readPct: () => Promise<NamedBytes | null>;
  tables: PctTables;
  mapping: PctMapping;
  models: ProductModel[];
  canEdit: boolean;
  save: (models: ProductModel[]) => Promise<string | null>;
};

const NO_EDIT = 'Your role cannot change this configuration set, so it can preview but not apply.';

/** "Import a PCT": the project's PCT or a file, previewed, then applied to the set. */
export function PctImportSection({
  hasPct,
  readPct,
  tables,
  mapping,
  models,
  canEdit,
  save,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PctImport | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const read = useSubmit(
    async (source: 'project' | 'file') => {
      setApplied(null);
      setPreview(null);
      const pct =
        source === 'file' && file
          ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
          : await readPct();
      if (!pct) return;
      setPreview(await importPctInWorker(pct, tables, mapping, models));
    },
    (failure) => `The PCT could not be read: ${(failure as Error).message}.`,
  );
  const apply = useSubmit(
    async () => {
      if (!preview || preview.problems.length) return;
      const failed = await save(preview.models);
      if (failed) throw new Error(failed);
      setApplied(`Imported: ${preview.changes.length} change(s) saved to the configuration set.`);
      setPreview(null);
    },
    (failure) => (failure as Error).message,
  );
  const canApply = canEdit && preview && !preview.problems.length && preview.models !== models;
  return (
    <div role="group" aria-labelledby="pct-import" className="flex flex-col gap-2">
      <h3 id="pct-import" className="font-semibold">
        Import a PCT
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        {hasPct && (
          <ActionButton action={read} args={['project']} secondary>
            Preview the project&apos;s PCT
          </ActionButton>
        )}
        <label className="text-sm">
          PCT file
          <input
            type="file"
            accept=".xml,.XML"
            className="ml-2"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <ActionButton action={read} args={['file']} disabled={!file} secondary>
          Preview the file
        </ActionButton>
      </div>
      <ErrorMessage text={read.error} plain />
      {preview && (
        <>
          <MessageList label="What the import changes" items={preview.changes} />
          <MessageList label="Import warnings" items={preview.warnings} />
          <MessageList label="Why the PCT cannot be imported" items={preview.problems} alert />
          {!canEdit && <p className="text-sm text-slate-700">{NO_EDIT}</p>}
          <div>
            <ActionButton action={apply} disabled={!canApply}>
              Apply the import
            </ActionButton>
          </div>
        </>
      )}
      <ErrorMessage text={apply.error} plain />
      <DoneMessage text={applied} />
    </div>
  );
}
