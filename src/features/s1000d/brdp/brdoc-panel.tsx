import { useState } from 'react';
import type { S1000dRights } from '../../../access/s1000d-project-access.ts';
import type { StoredBrdpDecision } from '../../../domain/brdps.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import type { Brdp, BrdpDecision } from '../../../s1000d/brdp/brdp-model.ts';
import { generateBrDoc } from '../../../s1000d/brdp/brdoc.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { storeGeneratedObject, type StoreResult } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { BrexLinks } from './brex-links.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

type Props = {
  project: S1000dProject;
  rights: S1000dRights | null;
  rows: readonly ObjectListing[];
  brdps: readonly Brdp[];
  decisions: ReadonlyMap<string, StoredBrdpDecision>;
};

const plain = (d: StoredBrdpDecision): BrdpDecision => {
  const { updatedAt: _at, updatedBy: _by, ...decision } = d;
  return decision;
};

/** The business rules data module (brDoc, 024) from the decisions: shown, downloaded, stored. */
export function BrDocPanel({ project, rights, rows, brdps, decisions }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [result, setResult] = useState<StoreResult | null>(null);
  const list = [...decisions.values()].map(plain);
  const settings = validateProjectSettings(project.settings);
  const brdoc = settings.ok
    ? generateBrDoc({
        settings: settings.value,
        brdps,
        decisions: list,
        date: new Date().toISOString().slice(0, 10),
        techName: project.name,
      })
    : ({ ok: false, problems: settings.problems } as const);
  const store = useSubmit(async () => {
    if (!brdoc.ok || !backend || !actor) return;
    const bytes = new TextEncoder().encode(brdoc.xml);
    setResult(
      await storeGeneratedObject(
        backend,
        project.id,
        rows,
        { name: brdoc.fileName, bytes },
        actor.actor,
      ),
    );
  }, 'The business rules data module could not be stored. Nothing was saved.');

  return (
    <Panel id="brdoc" title="Business rules data module (brDoc)" className="flex flex-col gap-3">
      {brdoc.ok ? (
        <>
          <p className="text-sm text-slate-700">
            {brdoc.fileName}: {brdoc.decisions} decision{brdoc.decisions === 1 ? '' : 's'}, by
            business rule category. Pending decision points are left out.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => downloadFile(brdoc.fileName, brdoc.xml, 'application/xml')}
            >
              Download the brDoc
            </button>
            {rights?.writeObjects && (
              <button
                type="button"
                className="btn-primary"
                disabled={store.busy}
                onClick={() => void store.submit()}
              >
                {store.busy ? 'Adding...' : 'Add the brDoc to the project'}
              </button>
            )}
          </div>
        </>
      ) : (
        <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>The brDoc cannot be written yet:</p>
          <ul className="list-disc pl-5">
            {brdoc.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <button
          type="button"
          className="btn-secondary"
          disabled={list.length === 0}
          onClick={() =>
            downloadFile(
              'brdp-decisions.json',
              `${JSON.stringify(list, null, 2)}\n`,
              'application/json',
            )
          }
        >
          Download the decisions (JSON, for ips-s1000d brdoc)
        </button>
      </div>
      <ErrorMessage plain text={store.error} />
      {result && (
        <p
          role="status"
          className={`text-sm ${result.stored ? 'text-emerald-800' : 'text-amber-900'}`}
        >
          {result.message}
        </p>
      )}
      <BrexLinks projectId={project.id} rows={rows} decisions={list} />
    </Panel>
  );
}
