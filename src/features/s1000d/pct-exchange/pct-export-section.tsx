import { useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor, S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ProductModel } from '../../../domain/product-configurations.ts';
import type { PctMapping } from '../../../s1000d/applic/pct-mapping.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { commitNewIssue } from '../common/commit-new-issue.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { MessageList } from '../common/message-list.tsx';
import type { NamedBytes, PctExportResult, PctTables } from './pct-worker.ts';
import { exportPctInWorker } from './pct-worker-client.ts';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

type Props = {
  backend: Backend;
  project: S1000dProject;
  listing: ObjectListing[];
  pctRow: ObjectListing | undefined;
  readPct: () => Promise<NamedBytes | null>;
  tables: PctTables;
  mapping: PctMapping;
  models: ProductModel[];
  /** Null when the user may not write the project's objects. */
  writer: Actor | null;
};

const REASON = 'Products from the configuration set';

/** "Export as PCT": into the project (next issue of its PCT, or a new PCT), or downloaded. */
export function PctExportSection(props: Props) {
  const { backend, project, listing, pctRow, writer } = props;
  const [result, setResult] = useState<PctExportResult | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const run = useSubmit(
    async (to: 'project' | 'file') => {
      setStored(null);
      const settings = validateProjectSettings(project.settings);
      if (!settings.ok) throw new Error(settings.problems.join(' '));
      const today = new Date().toISOString().slice(0, 10);
      const pct = await props.readPct();
      const made = await exportPctInWorker(
        props.models,
        props.tables,
        props.mapping,
        pct,
        settings.value,
        today,
      );
      setResult(made);
      const written = made.written;
      if (!written) return;
      if (to === 'file') {
        downloadFile(written.fileName, decodeXmlBytes(written.bytes), 'application/xml');
        return setStored(`Downloaded ${written.fileName}: ${made.products} products.`);
      }
      if (!writer) return;
      if (pctRow) await commitNewIssue(backend, project.id, pctRow, written, writer, REASON);
      else {
        const r = await storeGeneratedObject(backend, project.id, listing, written, writer);
        if (!r.stored) return setStored(r.message);
      }
      setStored(
        `Stored as issue ${written.issue} of ${written.listing.c}: ${made.products} products.`,
      );
    },
    (failure) => `The PCT could not be made: ${(failure as Error).message}. Nothing was stored.`,
  );
  return (
    <div role="group" aria-labelledby="pct-export" className="flex flex-col gap-2">
      <h3 id="pct-export" className="font-semibold">
        Export as PCT
      </h3>
      <p className="text-sm text-slate-700">
        {pctRow
          ? `The products replace those of ${pctRow.c} in its next in-work issue.`
          : 'The project has no PCT: a new one is made, pointing at the ACT.'}
      </p>
      {!writer && (
        <p className="text-sm text-slate-700">
          Only the project&apos;s authors can store objects in it: download the PCT instead.
        </p>
      )}
      <div className="flex gap-3">
        <ActionButton action={run} args={['project']} disabled={!writer}>
          Export as PCT
        </ActionButton>
        <ActionButton action={run} args={['file']} secondary>
          Download the PCT
        </ActionButton>
      </div>
      {result && result.problems.length > 0 && (
        <MessageList label="Why the PCT was not made" items={result.problems} alert />
      )}
      {result && <MessageList label="Export warnings" items={result.warnings} />}
      <ErrorMessage text={run.error} plain />
      <DoneMessage text={stored} />
    </div>
  );
}
