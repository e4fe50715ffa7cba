import { useMemo, useState } from 'react';
import { readFileBytes } from '../../../../lib/browser-file.ts';
import { DownloadButton } from '../../../../ui/download-button.tsx';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectBytes } from '../../common/read-object-bytes.ts';
import { storeGeneratedObject, type StoreResult } from '../../common/store-generated-object.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { DmlSources, type DmlSource } from './dml-sources.tsx';
import { MergeReport } from './merge-report.tsx';
import { useDmrlMerge } from './use-dmrl-merge.ts';
import { ErrorList, ErrorMessage } from '../../../../ui/error-message.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { ActionButton } from '../../../../ui/action-button.tsx';

export default function DmrlMergePage() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const { projectId, project, rows, rights, selectProps } = useChosenProject();
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? [], [rows]);
  const [sources, setSources] = useState<DmlSource[]>([]);
  const [stored, setStored] = useState<StoreResult | null>(null);
  const merge = useDmrlMerge();
  const merged = merge.merged && 'result' in merge.merged ? merge.merged : null;

  const change = (next: DmlSource[]) => {
    setSources(next);
    merge.clear();
    setStored(null);
  };
  const addFiles = async (files: FileList) => {
    const read = await Promise.all(
      [...files].map(async (f) => ({ name: f.name, bytes: await readFileBytes(f) })),
    );
    change([...sources, ...read]);
  };
  const readSources = () =>
    Promise.all(
      sources.map(async (s) => ({
        name: s.name,
        bytes:
          s.bytes ??
          (backend && s.key ? await readObjectBytes(backend, projectId, s.key) : new Uint8Array()),
      })),
    );
  const store = useSubmit(async () => {
    if (!merged || !backend || !actor || !projectId) return;
    setStored(await storeGeneratedObject(backend, projectId, listing, merged.result, actor.actor));
  }, 'The merged DML could not be stored: only the project’s authors may add objects. Nothing was saved.');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="DMRL Merge"
        intro="Merge DMLs into a new issue of the first (the base): each later list's new, changed and deleted entries apply in order; contradictions are flagged as conflicts for you to settle, with a diff report."
      />
      <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          label="S1000D project (optional)"
          {...selectProps(() => change(sources.filter((s) => s.bytes)))}
        />
        <DmlSources
          sources={sources}
          projectDmls={project ? listing.filter((r: ObjectListing) => r.t === 'dml') : []}
          onAddFiles={(files) => void addFiles(files)}
          onAddProjectDml={(row) => change([...sources, { name: row.c, key: row.k }])}
          onChange={change}
        />
        <div>
          <ActionButton
            action={merge}
            args={[readSources]}
            disabled={sources.length < 2}
            busyText="Merging..."
          >
            Merge the lists
          </ActionButton>
        </div>
        <ErrorMessage plain text={merge.error} />
        {merge.merged && 'problems' in merge.merged && <ErrorList errors={merge.merged.problems} />}
      </section>
      {merged && (
        <Panel id="merge-result" title="Merged list" className="flex flex-col gap-4">
          <MergeReport result={merged.result} />
          <div className="flex flex-wrap gap-3">
            <DownloadButton
              fileName={merged.result.fileName}
              type="application/xml"
              content={() => merged.result.xml}
            >
              Download the merged DML
            </DownloadButton>
            <DownloadButton
              fileName="dmrl-merge-report.txt"
              type="text/plain"
              content={() => `${merged.report}\n`}
            >
              Download the report
            </DownloadButton>
            {project && rights?.writeObjects && (
              <ActionButton action={store}>Add the merged issue to {project.name}</ActionButton>
            )}
          </div>
          <ErrorMessage plain text={store.error} />
          {stored && (
            <p className={`text-sm ${stored.stored ? 'text-emerald-800' : 'text-amber-900'}`}>
              {stored.message}
            </p>
          )}
        </Panel>
      )}
    </div>
  );
}
