import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { listKept, readKeptContent } from './offline-store.ts';
import { bytesForRow, headForRow } from './bytes-for-row.ts';
import { readObjectAhead, takeReadAhead } from './object-read-ahead.ts';
import { stopListeningAhead } from './project-listen-ahead.ts';
import type { ReaderWorker } from './reader-worker-client.ts';
import { useS1000dProject } from './use-s1000d-project.ts';
import { DEMO_VIEWER_PROJECT } from '../../../lib/s1000d-viewer-paths.ts';
import { hasHead } from '../../../data/s1000d-store-types.ts';
import { markViewer } from '../../../lib/viewer-marks.ts';

/** The demo project's id in viewer links: generated in the browser, readable by everyone. */
export const DEMO_PROJECT_ID = DEMO_VIEWER_PROJECT;
export const DEMO_PROJECT_NAME = 'Demo: Tidewell SP-400 utility pump';

/** One object's current bytes, as the reader opens it. */
export type ReaderObject = { row: ObjectListing; bytes: Uint8Array };

export type ReaderSource = {
  projectId: string;
  projectName: string;
  /** Current rows (deleted objects left out); null while loading. */
  rows: ObjectListing[] | null;
  /** True while the rows come from the reader's offline copy, not the live index. */
  fromOfflineCopy: boolean;
  /** The live index, once it has answered (null offline or while loading). */
  liveRows: ObjectListing[] | null;
  error: string | null;
  /**
   * The row's current bytes. `onStart` hears, before they arrive, the copy of a large data
   * module's first bytes (its head, decision 1710), when it comes first.
   */
  read: (row: ObjectListing, onStart?: (head: Uint8Array) => void) => Promise<ReaderObject>;
  /**
   * Starts reading an object's current bytes by its key while the index still loads (the
   * page knows the key from its URL); `read` takes them when the row names the same hash.
   */
  readAhead: (key: string) => void;
};

const TEXT = {
  unreadable: 'This object could not be read. Check the connection and try again.',
} as const;

/**
 * Where the reader's objects come from: the content store, the reader's offline copy when
 * the network is gone (and first, while the index loads), or the demo project.
 */
export function useReaderSource(
  projectId: string | undefined,
  worker: ReaderWorker | null,
): ReaderSource {
  const demo = projectId === DEMO_PROJECT_ID;
  const store = useStoreSource(demo ? undefined : projectId, worker);
  const demoSource = useDemoSource(demo ? worker : null);
  return demo ? demoSource : { ...store, projectId: projectId ?? '' };
}

function useStoreSource(
  projectId: string | undefined,
  worker: ReaderWorker | null,
): Omit<ReaderSource, 'projectId'> {
  const { backend, profile } = useSession();
  const { project, rows: libraryRows, error } = useS1000dProject(projectId);
  // Declared after useS1000dProject's, this runs once its listeners are attached.
  useEffect(() => {
    if (projectId) stopListeningAhead(projectId);
  }, [projectId, backend]);
  const [keptRows, setKeptRows] = useState<ObjectListing[] | null>(null);
  const [keptName, setKeptName] = useState('');
  const uid = profile?.uid;
  useEffect(() => {
    if (!uid || !projectId) return;
    let live = true;
    listKept(uid)
      .then((kept) => {
        if (!live) return;
        const mine = kept
          .filter((k) => k.projectId === projectId)
          .sort((a, b) => a.keptAt - b.keptAt);
        if (mine.length === 0) return;
        const byKey = new Map<string, ObjectListing>();
        for (const k of mine) for (const row of k.rows) byKey.set(row.k, row);
        setKeptRows([...byKey.values()]);
        setKeptName(mine[mine.length - 1]!.projectName);
      })
      .catch((cause: unknown) => console.error('The offline copies could not be read', cause));
    return () => {
      live = false;
    };
  }, [uid, projectId]);

  const liveRows = useMemo(
    () => libraryRows?.filter((r) => !r.deleted).map((r) => r.row) ?? null,
    [libraryRows],
  );
  useEffect(() => {
    if (liveRows) markViewer('rows');
  }, [liveRows]);
  const cache = useRef(new Map<string, Uint8Array>());
  const releases = useRef<(() => void)[]>([]);
  useEffect(
    () => () => {
      for (const release of releases.current.splice(0)) release();
    },
    [backend, projectId],
  );
  const readAhead = useCallback(
    (key: string) => {
      if (backend && projectId) readObjectAhead(backend, projectId, key, worker);
    },
    [backend, projectId, worker],
  );
  useEffect(() => markViewer('opened'), []);
  const read = useCallback(
    async (row: ObjectListing, onStart?: (head: Uint8Array) => void): Promise<ReaderObject> => {
      const known = cache.current.get(row.h);
      if (known) return { row, bytes: known };
      const kept = uid && projectId ? await readKeptContent(uid, projectId, row.h) : undefined;
      if (kept) {
        cache.current.set(row.h, kept);
        return { row, bytes: kept };
      }
      if (!backend || !projectId) throw new Error(TEXT.unreadable);
      const { ahead: early, release } = takeReadAhead(backend, projectId, row.k);
      releases.current.push(release);
      // The read ahead's head when it reads this issue; else the head read by the row, and
      // the chunks asked for once it is in, so it comes well before them (decision 1710).
      const ownHead =
        onStart && !early && hasHead(row.t, row.z)
          ? backend.s1000dObjects.readHead(projectId, row.h).catch(() => null)
          : null;
      const head = onStart && early ? headForRow(row.h, early) : ownHead;
      void head?.then((bytes) => bytes && onStart?.(bytes));
      // The row names the content (hash and size): one query reads it, checked against the
      // hash, unless the read ahead by key already reads that issue (decision 1630).
      const readByRow = () =>
        Promise.resolve(ownHead)
          .then(() =>
            backend.s1000dObjects.readContents(projectId, [
              { key: row.k, sha256: row.h, size: row.z },
            ]),
          )
          .then((read) => {
            const bytes = read.get(row.k);
            if (!bytes) throw new Error(TEXT.unreadable);
            return bytes;
          });
      const bytes = await bytesForRow(row.h, early, readByRow, TEXT.unreadable);
      cache.current.set(row.h, bytes);
      return { row, bytes };
    },
    [backend, projectId, uid],
  );
  const fromOfflineCopy = liveRows === null && keptRows !== null;
  return {
    projectName: project?.name ?? keptName,
    rows: liveRows ?? keptRows,
    liveRows,
    fromOfflineCopy,
    error: fromOfflineCopy ? null : error,
    read,
    readAhead,
  };
}

function useDemoSource(worker: ReaderWorker | null): ReaderSource {
  const [demo, setDemo] = useState<{
    rows: ObjectListing[];
    files: Record<string, Uint8Array>;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!worker) return;
    let live = true;
    worker
      .demoProject()
      .then((made) => live && setDemo(made))
      .catch((cause: unknown) => {
        console.error('The demo project could not be generated', cause);
        if (live) setError('The demo project could not be opened.');
      });
    return () => {
      live = false;
    };
  }, [worker]);
  const read = useCallback(
    async (row: ObjectListing) => {
      const bytes = demo?.files[row.k];
      if (!bytes) throw new Error(TEXT.unreadable);
      return { row, bytes };
    },
    [demo],
  );
  return {
    projectId: DEMO_PROJECT_ID,
    projectName: DEMO_PROJECT_NAME,
    rows: demo?.rows ?? null,
    liveRows: demo?.rows ?? null,
    fromOfflineCopy: false,
    error,
    read,
    readAhead: noReadAhead,
  };
}

/** The demo project is generated whole in the worker: nothing to read ahead. */
const noReadAhead = () => {};
