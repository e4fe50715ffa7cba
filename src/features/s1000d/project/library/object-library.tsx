import { Download, FilePlus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useSession } from '../../../../session/session-context.ts';
import type { Actor, StoredSettings } from '../../../../data/s1000d-store-types.ts';
import { buildRefGraph } from '../../../../s1000d/csdb/ref-graph.ts';
import { downloadCurrent } from '../../common/download-objects.ts';
import type { LibraryRow } from '../../common/use-s1000d-project.ts';
import { ObjectPanel } from '../../common/object/object-panel.tsx';
import { LibraryFilters } from './library-filters.tsx';
import {
  facetsOf,
  filterRows,
  NO_FILTER,
  prepareRows,
  type Sort,
} from '../../common/library-rows.ts';
import { LibraryTable } from './library-table.tsx';
import { useSchemaStatuses } from './use-schema-statuses.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { IconButton } from '../../../../ui/icon-button.tsx';

type Props = {
  projectId: string;
  projectName: string;
  rows: LibraryRow[];
  canWrite: boolean;
  actor: Actor | null;
  settings: StoredSettings;
};

// The dialog, and the upload planning it stores through, load when it is opened: most visits
// to a project's library create nothing.
const NewDataModuleDialog = lazy(() =>
  import('../../common/new-data-module-dialog.tsx').then((m) => ({
    default: m.NewDataModuleDialog,
  })),
);

const zipName = (name: string) => `${name.replace(/[^A-Za-z0-9_-]+/g, '-') || 'project'}.zip`;

/** Every object of the project: filter, search, sort, select, download, open one. */
export function ObjectLibrary({ projectId, projectName, rows, canWrite, actor, settings }: Props) {
  const { backend } = useSession();
  const prepared = useMemo(() => prepareRows(rows), [rows]);
  const graph = useMemo(
    () => buildRefGraph(rows.filter((r) => !r.deleted).map((r) => r.row)),
    [rows],
  );
  const facets = useMemo(() => facetsOf(prepared), [prepared]);
  const schema = useSchemaStatuses(projectId, rows);
  const [filter, setFilter] = useState(NO_FILTER);
  const deferred = useDeferredValue(filter);
  const [sort, setSort] = useState<Sort>({ key: 'code', descending: false });
  const shown = useMemo(() => filterRows(prepared, deferred, sort), [prepared, deferred, sort]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const activeEntry = prepared.find((r) => r.row.k === active);

  const download = async (which: LibraryRow[], name: string) => {
    setError(null);
    try {
      await downloadCurrent(
        backend!.s1000dObjects,
        projectId,
        which.map((r) => r.row),
        name,
        (done, total) => setProgress(`Preparing the download: ${done} of ${total}`),
      );
    } catch (cause) {
      console.error('Download failed', cause);
      setError('The download could not be prepared. Please try again.');
    } finally {
      setProgress(null);
    }
  };
  const toggle = (key: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((r) => selected.has(r.row.k));
  return (
    <div className="flex flex-col gap-4">
      <LibraryFilters filter={filter} facets={facets} onChange={setFilter} />
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span role="status" aria-live="polite">
          {shown.length} of {prepared.filter((r) => !r.deleted).length} objects shown
        </span>
        <span>{graph.unresolved.length} unresolved reference(s) in the project</span>
        <IconButton
          icon={Download}
          className="btn-secondary"
          disabled={selected.size === 0 || progress !== null}
          onClick={() =>
            void download(
              prepared.filter((r) => selected.has(r.row.k)),
              zipName(`${projectName}-selection`),
            )
          }
        >
          Download selected ({selected.size})
        </IconButton>
        <IconButton
          icon={Download}
          className="btn-secondary"
          disabled={progress !== null}
          onClick={() =>
            void download(
              prepared.filter((r) => !r.deleted),
              zipName(projectName),
            )
          }
        >
          Download project
        </IconButton>
        {canWrite && actor && (
          <IconButton icon={FilePlus} className="btn-primary" onClick={() => setCreating(true)}>
            New data module…
          </IconButton>
        )}
        {progress && <span role="status">{progress}</span>}
      </div>
      {canWrite && actor && creating && (
        <Suspense fallback={null}>
          <NewDataModuleDialog
            projectId={projectId}
            settings={settings}
            rows={rows.filter((r) => !r.deleted).map((r) => r.row)}
            actor={actor}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
      <ErrorMessage plain text={error} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LibraryTable
          rows={shown}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onToggle={toggle}
          onToggleAll={() =>
            setSelected(allShownSelected ? new Set() : new Set(shown.map((r) => r.row.k)))
          }
          active={active}
          onOpen={setActive}
          schema={schema}
          projectId={projectId}
        />
        {activeEntry && (
          <ObjectPanel
            projectId={projectId}
            entry={activeEntry}
            usedBy={graph.usedBy.get(activeEntry.row.k) ?? []}
            unresolved={graph.unresolved.filter((u) => u.from === activeEntry.row.k)}
            canWrite={canWrite}
            actor={actor}
            onOpen={setActive}
            onClose={() => setActive(null)}
          />
        )}
      </div>
    </div>
  );
}
