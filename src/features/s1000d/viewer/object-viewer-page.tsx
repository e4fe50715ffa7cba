import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { createRefResolver } from '../../../s1000d/csdb/ref-graph.ts';
import { resolveRef } from '../../../s1000d/reader/publication.ts';
import {
  objectViewerPath,
  parseViewerId,
  publicationViewerPath,
} from '../../../lib/s1000d-viewer-paths.ts';
import { Loading } from '../../../ui/loading.tsx';
import type { RefLink } from '../common/reader/reader-context.ts';
import { useReaderWorker } from '../common/reader-worker-client.ts';
import { useIcnLoader } from '../common/use-icn-loader.ts';
import { useReaderSource } from '../common/use-reader-source.ts';
import { IcnPane } from './icn-pane.tsx';
import { ModulePane } from './module-pane.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';
import { useReaderView } from './use-reader-view.ts';
import { useModuleView, useRow } from './use-reading.ts';
import { useRecordReading } from './use-record-reading.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

const VIEWER_TEXT = {
  badId: 'This viewer link is not valid: it names no project and object.',
} as const;

/**
 * /viewer/:id, id = "{projectId}~{objectKey}" (decision 332): one object of a project, read
 * on its own. A publication module opens in the publication viewer; an illustration is
 * shown; everything else is rendered from its XML.
 */
export default function ObjectViewerPage() {
  const { id } = useParams();
  const parsed = parseViewerId(id);
  if (!parsed) {
    return <ErrorMessage plain text={VIEWER_TEXT.badId} />;
  }
  return <ObjectViewer key={id} projectId={parsed.projectId} objectKey={parsed.objectKey} />;
}

function ObjectViewer({ projectId, objectKey }: { projectId: string; objectKey: string }) {
  const worker = useReaderWorker();
  const source = useReaderSource(projectId, worker);
  const { readAhead } = source;
  // The key is in the URL: its bytes are read while the project's index loads, not after.
  useEffect(() => readAhead(objectKey), [readAhead, objectKey]);
  const location = useLocation();
  const row = useRow(source, objectKey);
  const isModule = row !== undefined && row !== null && row.t !== 'pm' && row.t !== 'icn';
  const module = useModuleView(source, worker, isModule || row === null ? row : undefined);
  const { toolbar, pane } = useReaderView(projectId, source, worker, module.value);
  const loadIcn = useIcnLoader(source, worker);
  useRecordReading(source, {
    publicationKey: objectKey,
    publicationRow: isModule ? row : null,
    publicationTitle: module.value?.title,
    moduleRow: isModule ? row : null,
    moduleTitle: module.value?.title,
  });
  const rows = source.rows;
  const resolver = useMemo(() => (rows ? createRefResolver(rows) : null), [rows]);
  const refLink = useCallback(
    (kind: 'dm' | 'pm', ref: string): RefLink => {
      const found = resolver
        ? resolveRef(ref, resolver, module.value?.language)
        : { status: 'missing' as const };
      if (found.status === 'missing') return { state: 'missing', note: 'not in this project' };
      const to =
        kind === 'pm' || found.row.t === 'pm'
          ? publicationViewerPath(projectId, found.key)
          : objectViewerPath(projectId, found.key);
      return found.status === 'otherIssue'
        ? {
            to,
            state: 'otherIssue',
            note: `issue ${found.wanted} named, ${found.row.i}-${found.row.w ?? '00'} shown`,
          }
        : { to, state: 'project' };
    },
    [resolver, module.value?.language, projectId],
  );

  if (source.error && !source.rows) {
    return <ErrorMessage plain text={source.error} />;
  }
  if (row === undefined) return <Loading text="Loading content..." />;
  if (row?.t === 'pm') return <Navigate replace to={publicationViewerPath(projectId, row.k)} />;
  const target = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 print:hidden">
        {source.projectName}
        {source.fromOfflineCopy && (
          <span role="status" className="ml-2 inline-flex items-center gap-1">
            <WifiOff aria-hidden className="h-4 w-4" /> from your offline copy
          </span>
        )}
      </p>
      {row?.t === 'icn' ? (
        <IcnPane row={row} loadIcn={loadIcn} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] print:block">
          <aside className="print:hidden">
            <ReaderToolbar {...toolbar} />
          </aside>
          <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 print:border-0 print:p-0">
            <ModulePane
              module={module}
              {...pane}
              search=""
              refLink={refLink}
              loadIcn={loadIcn}
              target={target}
              block={null}
            />
          </div>
        </div>
      )}
    </div>
  );
}
