import { useEffect, useState } from 'react';
import type { AttributeDef, CctModel } from '../../../s1000d/applic/act-cct-model.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { applicTablesOf, tableModelsInWorker } from '../common/applic-worker-client.ts';
import { readNamedRow } from '../common/named-objects.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { ActEditor } from './act-editor.tsx';
import { CctEditor } from './cct-editor.tsx';
import { CreateTableForm } from './create-table-form.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

/** What the editors show: the tables as read, with the rows they were read from. */
type Models = {
  projectId: string;
  actRow: ObjectListing | null;
  cctRow: ObjectListing | null;
  attributes: AttributeDef[] | null;
  cct: CctModel | null;
  error?: string;
};

export default function AttributesPage() {
  const { backend } = useSession();
  const me = useS1000dActor();
  const { projectId, rights, loaded, listing, selectProps } = useChosenProject();
  const { act, cct, pct } = applicTablesOf(listing);
  const key = `${projectId}|${act?.h ?? ''}|${cct?.h ?? ''}`;
  const [models, setModels] = useState<Models | null>(null);
  // The last tables read stay shown while a newer issue is read, and each editor is keyed by
  // its own table's hash: saving the ACT must not drop what the author typed in the CCT.
  const current = models?.projectId === projectId ? models : null;

  useEffect(() => {
    if (!backend || !loaded || !listing) return;
    let live = true;
    const read = async (row: ObjectListing | undefined) =>
      row ? readNamedRow(backend, loaded.id, row) : null;
    Promise.all([read(act), read(cct)])
      .then(([a, c]) => tableModelsInWorker(a, c))
      .then((m) => live && setModels({ projectId, actRow: act ?? null, cctRow: cct ?? null, ...m }))
      .catch((cause: unknown) => {
        console.error('ACT/CCT could not be read', cause);
        const error = 'The project’s ACT and CCT could not be read. Please try again.';
        if (live)
          setModels({ projectId, actRow: null, cctRow: null, attributes: null, cct: null, error });
      });
    return () => {
      live = false;
    };
    // Read again only when the ACT or CCT changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, loaded?.id, key]);

  const [saved, setSaved] = useState<{ act: string | null; cct: string | null }>({
    act: null,
    cct: null,
  });
  const author = rights?.writeObjects && me ? me.actor : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Attributes"
        intro="The product attributes (ACT) and conditions (CCT) of an S1000D project: what applicability statements and product configurations may use. Each save is a new in-work issue of the table in the project."
      />
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect {...selectProps(() => setSaved({ act: null, cct: null }))} />
      </div>
      {current?.error && <ErrorMessage plain text={current.error} />}
      {backend && loaded && listing && !act && (
        <CreateTableForm
          kind="act"
          backend={backend}
          project={loaded}
          rows={listing}
          siblings={{ ...(cct ? { cct } : {}), ...(pct ? { pct } : {}) }}
          author={author}
        />
      )}
      {backend && loaded && listing && !cct && (
        <CreateTableForm
          kind="cct"
          backend={backend}
          project={loaded}
          rows={listing}
          siblings={act ? { act } : {}}
          author={author}
        />
      )}
      {backend && loaded && current?.actRow && current.attributes && (
        <ActEditor
          key={current.actRow.h}
          backend={backend}
          projectId={loaded.id}
          row={current.actRow}
          attributes={current.attributes}
          author={author}
          saved={saved.act}
          onSaved={(act) => setSaved({ ...saved, act })}
        />
      )}
      {backend && loaded && current?.cctRow && current.cct && (
        <CctEditor
          key={current.cctRow.h}
          backend={backend}
          projectId={loaded.id}
          row={current.cctRow}
          model={current.cct}
          author={author}
          saved={saved.cct}
          onSaved={(cct) => setSaved({ ...saved, cct })}
        />
      )}
    </div>
  );
}
