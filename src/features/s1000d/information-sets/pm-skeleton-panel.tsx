import { useState } from 'react';
import type { S1000dRights } from '../../../access/s1000d-project-access.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { InformationSet } from '../../../s1000d/infosets/information-sets.ts';
import { pmSkeleton } from '../../../s1000d/infosets/pm-skeleton.ts';
import { useSession } from '../../../session/session-context.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { storeGeneratedObject, type StoreResult } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

type Props = {
  project: S1000dProject;
  rights: S1000dRights | null;
  rows: readonly ObjectListing[];
  sets: readonly InformationSet[];
};

const today = () => new Date().toISOString().slice(0, 10);

/** The publication module skeleton of the chosen sets: shown, downloaded, or added to the project. */
export function PmSkeletonPanel({ project, rights, rows, sets }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [title, setTitle] = useState(`${project.name} publication`);
  const [result, setResult] = useState<StoreResult | null>(null);
  const checked = validateProjectSettings(project.settings);
  const skeleton = checked.ok
    ? pmSkeleton(sets, { settings: checked.value, title, date: today() })
    : ({ ok: false, problems: checked.problems } as const);
  const store = useSubmit(async () => {
    if (!skeleton.ok || !backend || !actor) return;
    const bytes = new TextEncoder().encode(skeleton.xml);
    setResult(
      await storeGeneratedObject(
        backend,
        project.id,
        rows,
        { name: skeleton.fileName, bytes },
        actor.actor,
      ),
    );
  }, 'The publication module could not be stored. Nothing was saved.');

  return (
    <Panel id="pm-skeleton" title="Publication module skeleton" className="flex flex-col gap-3">
      <TextField
        label="Publication title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      {skeleton.ok ? (
        <>
          <p className="text-sm text-slate-700">
            {skeleton.fileName}: one entry a set and a section, {skeleton.dataModules} planned data
            modules at SNS 00-00-00 to place later.
          </p>
          <label htmlFor="pm-xml" className="sr-only">
            Publication module XML
          </label>
          <textarea
            id="pm-xml"
            readOnly
            className="field h-64 bg-slate-50 font-mono text-xs"
            value={skeleton.xml}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => downloadFile(skeleton.fileName, skeleton.xml, 'application/xml')}
            >
              Download the skeleton
            </button>
            {rights?.writeObjects && (
              <button
                type="button"
                className="btn-primary"
                disabled={store.busy}
                onClick={() => void store.submit()}
              >
                {store.busy ? 'Adding...' : 'Add it to the project'}
              </button>
            )}
          </div>
        </>
      ) : (
        <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>The skeleton cannot be written yet:</p>
          <ul className="list-disc pl-5">
            {skeleton.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <ErrorMessage plain text={store.error} />
      {result && (
        <p
          role="status"
          className={`text-sm ${result.stored ? 'text-emerald-800' : 'text-amber-900'}`}
        >
          {result.message}
        </p>
      )}
    </Panel>
  );
}
