import { AlertTriangle, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { createRefResolver } from '../../../s1000d/csdb/ref-graph.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { resolveRef } from '../../../s1000d/reader/publication.ts';
import { objectViewerPath, publicationViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import { Loading } from '../../../ui/loading.tsx';
import type { RefLink } from '../common/reader/reader-context.ts';
import { useReaderWorker } from '../common/reader-worker-client.ts';
import { useIcnLoader } from '../common/use-icn-loader.ts';
import { useReaderSource } from '../common/use-reader-source.ts';
import { ModulePane } from './module-pane.tsx';
import { OfflineControl } from './offline-control.tsx';
import { PublicationTree } from './publication-tree.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';
import { SearchPanel } from './search-panel.tsx';
import { useReaderView } from './use-reader-view.ts';
import { useModuleView, usePublicationView, useRow } from './use-reading.ts';
import { useRecordReading } from './use-record-reading.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Props = {
  projectId: string;
  publicationKey: string;
  /** Where a module of this publication opens: the viewer route, or the module view route. */
  pathFor: (objectKey: string, extra?: string) => string;
};

/**
 * A publication as an IETP: its table of contents beside the open data module, with the
 * product, change marks, search, print and the offline copy. The open module is in the URL
 * (?dm=key, #target), so links, back and forward work.
 */
export function PublicationReader({ projectId, publicationKey, pathFor }: Props) {
  const worker = useReaderWorker();
  const source = useReaderSource(projectId, worker);
  const [params] = useSearchParams();
  const location = useLocation();
  const { readAhead } = source;
  const linkedModule = params.get('dm');
  // The keys are in the URL: their bytes are read while the project's index loads.
  useEffect(() => {
    readAhead(publicationKey);
    if (linkedModule) readAhead(linkedModule);
  }, [readAhead, publicationKey, linkedModule]);
  const pmRow = useRow(source, publicationKey);
  const publication = usePublicationView(source, worker, pmRow);
  const inPublication = useMemo(() => {
    const keys: string[] = [];
    for (const r of publication.resolved.values())
      if (r.status !== 'missing' && r.row.t === 'dm' && !keys.includes(r.key)) keys.push(r.key);
    return keys;
  }, [publication.resolved]);
  const currentKey = params.get('dm') ?? inPublication[0];
  const moduleRow = useRow(source, currentKey);
  const module = useModuleView(source, worker, currentKey ? moduleRow : undefined);
  const { product, toolbar, pane } = useReaderView(projectId, source, worker, module.value);
  // What the reader typed last; a search result's link carries its words in ?q=.
  const [typed, setSearch] = useState<string | null>(null);
  const search = typed ?? params.get('q') ?? '';
  const loadIcn = useIcnLoader(source, worker);
  useRecordReading(source, {
    publicationKey,
    publicationRow: pmRow,
    publicationTitle: publication.view?.title,
    moduleRow,
    moduleTitle: module.value?.title,
  });

  const rows = source.rows;
  const resolver = useMemo(() => (rows ? createRefResolver(rows) : null), [rows]);
  const refLink = useCallback(
    (kind: 'dm' | 'pm', ref: string): RefLink => {
      if (!resolver) return { state: 'missing', note: 'not in this project' };
      const found = resolveRef(ref, resolver, publication.view?.language);
      if (found.status === 'missing') return { state: 'missing', note: 'not in this project' };
      const note =
        found.status === 'otherIssue'
          ? `issue ${found.wanted} named, ${found.row.i}-${found.row.w ?? '00'} shown`
          : undefined;
      if (kind === 'pm' || found.row.t === 'pm') {
        return {
          to: publicationViewerPath(projectId, found.key),
          state: 'project',
          note: note ?? (found.key === publicationKey ? undefined : 'another publication'),
        };
      }
      if (inPublication.includes(found.key))
        return note
          ? { to: pathFor(found.key), state: 'otherIssue', note }
          : { to: pathFor(found.key), state: 'publication' };
      return {
        to: objectViewerPath(projectId, found.key),
        state: 'project',
        note: note ? `not in this publication; ${note}` : 'not in this publication',
      };
    },
    [resolver, publication.view?.language, projectId, publicationKey, inPublication, pathFor],
  );
  const moduleRows = useMemo(
    () => inPublication.flatMap((k) => rows?.find((r) => r.k === k) ?? []) as ObjectListing[],
    [inPublication, rows],
  );

  if (source.error && !source.rows) {
    return <ErrorMessage plain text={source.error} />;
  }
  if (pmRow === undefined || (publication.loading && !publication.view))
    return <Loading text="Loading content..." />;
  if (pmRow === null || publication.error || !publication.view) {
    return (
      <ErrorMessage
        plain
        text={
          publication.error ?? 'This publication is not in the project, or it has been deleted.'
        }
      />
    );
  }
  const view = publication.view;
  const target = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
  const block = params.get('k') ? Number(params.get('k')) : null;
  return (
    <div className="flex flex-col gap-4">
      <header className="print:hidden">
        <p className="font-mono text-xs break-all text-slate-600">
          {view.code} · Issue {view.issue ?? '—'} · {view.language ?? ''} · {source.projectName}
        </p>
        <p className="text-xl font-semibold text-slate-900">{view.title}</p>
        {source.fromOfflineCopy && (
          <p
            role="status"
            className="mt-1 inline-flex items-center gap-2 rounded bg-slate-100 px-2 py-1 text-sm text-slate-800"
          >
            <WifiOff aria-hidden className="h-4 w-4" /> Reading your offline copy: the network is
            not available.
          </p>
        )}
        {!view.fileNameMatchesCode && (
          <p className="mt-1 flex items-center gap-1 text-sm text-amber-800">
            <AlertTriangle aria-hidden className="h-4 w-4" /> The file name does not match the code
            inside ({view.expectedFileName}).
          </p>
        )}
      </header>
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] print:block">
        <aside className="flex flex-col gap-4 print:hidden">
          <ReaderToolbar {...toolbar}>
            <SearchPanel
              source={source}
              worker={worker}
              modules={moduleRows}
              product={product}
              onQuery={setSearch}
              linkTo={(key, k, q) => pathFor(key, `k=${k}&q=${encodeURIComponent(q)}`)}
            />
            {projectId !== 'demo' && pmRow && (
              <OfflineControl source={source} publicationRow={pmRow} publication={view} />
            )}
          </ReaderToolbar>
          <PublicationTree
            view={view}
            resolved={publication.resolved}
            current={currentKey}
            product={product}
            linkTo={pathFor}
          />
        </aside>
        <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 print:border-0 print:p-0">
          {!currentKey ? (
            <p className="text-slate-700">This publication lists no data module of this project.</p>
          ) : (
            <ModulePane
              module={module}
              {...pane}
              search={search}
              refLink={refLink}
              loadIcn={loadIcn}
              target={target}
              block={block}
            />
          )}
        </div>
      </div>
    </div>
  );
}
