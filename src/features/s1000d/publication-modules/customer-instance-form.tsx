import { useMemo, useState } from 'react';
import { planObjectRequests } from '../../../data/s1000d-request-plan.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { parsePmCode } from '../../../s1000d/codes/pm-code.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { createRefResolver } from '../../../s1000d/csdb/ref-graph.ts';
import { useSession } from '../../../session/session-context.ts';
import { DialogActions } from '../../../ui/dialog-actions.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { customerInstanceInWorker } from '../common/csdb-worker-client.ts';
import { MessageList } from '../common/message-list.tsx';
import { objectWritesOf } from '../common/object-writes.ts';
import { ProductChooser } from '../common/product-chooser.tsx';
import { productOf, type ProductSelection } from '../common/product-selection.ts';
import { readProjectFiles } from '../common/read-project-files.ts';
import { useReaderWorker } from '../common/reader-worker-client.ts';
import { useApplicChoices } from '../common/use-applic-choices.ts';
import { useReaderSource } from '../common/use-reader-source.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { instanceLabel } from './instance-label.ts';
import { Panel } from '../../../ui/panel.tsx';

type Props = {
  project: S1000dProject;
  pm: ObjectListing;
  rows: readonly ObjectListing[];
  onMade: (pmKey: string, report: string[]) => void;
  onCancel: () => void;
};

const FAILED = 'The customer instance could not be made. Nothing was saved.';

/**
 * "Customer instance": the PM and its data modules filtered for one product, stored as new
 * objects in one request (decision 1280).
 */
export function CustomerInstanceForm({ project, pm, rows, onMade, onCancel }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const worker = useReaderWorker();
  const source = useReaderSource(project.id, worker);
  const choices = useApplicChoices(source, worker, undefined);
  const [selection, setSelection] = useState<ProductSelection>({ kind: 'none' });
  const [producer, setProducer] = useState(() => {
    const settings = validateProjectSettings(project.settings);
    return settings.ok ? settings.value.responsiblePartnerCompany.code : '';
  });
  const [extensionCode, setExtensionCode] = useState('');
  const [pmCodeText, setPmCodeText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const product = productOf(selection, choices.products);
  const label = useMemo(
    () => instanceLabel(selection, choices.products, choices.properties),
    [selection, choices],
  );

  const make = useSubmit(async () => {
    if (!backend || !actor) return;
    const pmCode = pmCodeText.trim() ? parsePmCode(pmCodeText.trim()) : undefined;
    if (pmCode && !pmCode.ok) return setProblems([pmCode.error]);
    const resolve = createRefResolver(rows);
    const targets = (pm.r ?? []).flatMap((ref) => {
      const found = resolve(ref);
      return 'rows' in found ? found.rows.filter((r) => r.t === 'dm').slice(0, 1) : [];
    });
    const files = await readProjectFiles(
      backend,
      project.id,
      [pm, ...targets],
      () => {},
      new AbortController().signal,
    );
    const made = await customerInstanceInWorker(
      {
        files,
        pmKey: pm.k,
        values: [...(product?.values ?? [])],
        label,
        extension: { extensionProducer: producer.trim(), extensionCode: extensionCode.trim() },
        ...(pmCode?.ok ? { pmCode: pmCode.value } : {}),
      },
      [...rows],
    );
    if (!made.ok) return setProblems(made.problems);
    const taken = made.decisions.filter((d) => d.outcome !== 'added');
    if (taken.length)
      return setProblems([
        ...taken.map((d) => d.message),
        'An instance is stored only as new objects: choose another extension code.',
      ]);
    const writes = objectWritesOf(made.decisions);
    if (planObjectRequests(writes).length > 1)
      return setProblems([
        `This instance (${writes.length} objects) is larger than one request can store at once, so it could not be stored all or nothing.`,
      ]);
    setProblems([]);
    await backend.s1000dObjects.commitObjects(project.id, writes, actor.actor);
    const pmDecision =
      made.decisions.find((d) => d.s1000dName === made.pmFile) ?? made.decisions[0];
    onMade(pmDecision?.key ?? '', [
      `Stored ${writes.length} new objects: ${made.pmFile} and ${writes.length - 1} data modules, for ${label}.`,
      ...made.notApplicable.map((c) => `Left out (does not apply to ${label}): ${c}`),
      ...made.missing.map((c) => `Not in the project, still pointing at the master: ${c}`),
      ...made.dangling.map((d) => `Dangling reference in ${d.object}: ${d.message}`),
    ]);
  }, FAILED);

  return (
    <Panel
      id="customer-instance"
      title={`Customer instance of ${pm.c}`}
      className="flex flex-col gap-3"
      onSubmit={() => void make.submit()}
    >
      <p className="text-sm text-slate-700">
        A copy of this publication and its data modules for one product: what does not apply is
        removed, and each copy points at its master.
      </p>
      <ProductChooser
        products={choices.products}
        properties={choices.properties}
        selection={selection}
        onChange={setSelection}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Extension producer (CAGE)"
          value={producer}
          maxLength={5}
          onChange={(e) => setProducer(e.target.value.toUpperCase())}
        />
        <TextField
          label="Extension code"
          value={extensionCode}
          maxLength={13}
          onChange={(e) => setExtensionCode(e.target.value.toUpperCase())}
        />
      </div>
      <TextField
        label="New publication module code (optional, instead of the extension)"
        value={pmCodeText}
        placeholder="PMC-MIC-ISSUER-NUMBER-VOLUME"
        onChange={(e) => setPmCodeText(e.target.value.toUpperCase())}
      />
      <MessageList label="Problems" items={problems} alert />
      <DialogActions
        error={make.error}
        busy={make.busy}
        onCancel={onCancel}
        submitLabel="Make customer instance"
        busyLabel="Making the instance…"
      />
    </Panel>
  );
}
