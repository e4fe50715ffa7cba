import { useState } from 'react';
import type { StoredBrdpIndex } from '../../../domain/brdps.ts';
import { readFileBytes } from '../../../lib/browser-file.ts';
import {
  mergeBrdpIndex,
  readBrdpIndex,
  type BrdpIndexRead,
} from '../../../s1000d/brdp/read-brdp-index.ts';
import { readXlsxCells } from '../../../s1000d/brdp/xlsx-cells.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import { MessageList } from '../common/message-list.tsx';

type Read = { file: string; result: BrdpIndexRead };
type Props = { projectId: string; current: StoredBrdpIndex | null };

/** Reads the specification's BRDP spreadsheet, shows what it found, and imports it whole. */
export function BrdpImport({ projectId, current }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [read, setRead] = useState<Read | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    setDone(null);
    if (!file) return setRead(null);
    try {
      const cells = await readXlsxCells(await readFileBytes(file));
      setRead({ file: file.name, result: readBrdpIndex(cells) });
    } catch (error) {
      setRead({ file: file.name, result: { ok: false, error: (error as Error).message } });
    }
  };
  const result = read?.result;
  const merged = result?.ok ? mergeBrdpIndex(current?.brdps ?? [], result.brdps) : null;
  const importIndex = useSubmit(async () => {
    if (!backend || !actor || !read || !result?.ok || !merged) return;
    await backend.brdps.importIndex(
      projectId,
      merged.brdps,
      { source: read.file, sheet: result.sheet },
      actor.actor,
    );
    setDone(`Imported ${result.brdps.length} BRDPs from ${read.file}.`);
    setRead(null);
  }, 'The index could not be imported: only a project manager may import it. Nothing was changed.');

  return (
    <Panel id="brdp-import" title="Import the BRDP index" className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        The BRDP index comes with the specification download as a spreadsheet (for example
        BRDP-relationships-Iss4-1_001-00.xlsx). A new index replaces the old one; BRDPs it no longer
        lists stay, marked retired, with their decisions.
      </p>
      <FileField
        label="BRDP index spreadsheet (.xlsx)"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onFiles={(files) => void choose(files[0])}
      />
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700">
          {read!.file}: {result.error} Nothing was imported.
        </p>
      )}
      {result?.ok && merged && (
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <p>
            {result.brdps.length} BRDPs on sheet “{result.sheet}” (
            {Object.entries(result.columns)
              .map(([field, header]) => `${field}: ${header}`)
              .join(', ')}
            ). {merged.added} new, {merged.retired} retired.
          </p>
          <MessageList label="Rows left out or shortened" items={result.notes} />
          <div>
            <ActionButton
              action={importIndex}
              disabled={result.brdps.length === 0}
              busyText="Importing..."
            >
              {`Import ${result.brdps.length} BRDPs`}
            </ActionButton>
          </div>
        </div>
      )}
      <ErrorMessage plain text={importIndex.error} />
      <DoneMessage text={done} />
    </Panel>
  );
}
