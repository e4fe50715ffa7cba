import { useEffect, useMemo, useRef, useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import {
  resolvePublication,
  type PublicationView,
  type Resolved,
} from '../../../s1000d/reader/publication.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ReaderWorker } from '../common/reader-worker-client.ts';
import type { ReaderSource } from '../common/use-reader-source.ts';
import { markViewer } from '../../../lib/viewer-marks.ts';

export const READING_TEXT = {
  notFound: 'This object is not in the project, or it has been deleted.',
  unreadable: 'This object could not be read. Please try again.',
} as const;

type Loaded<T> = { value: T | null; error: string | null; loading: boolean };
type Read<T> = { key: string; value: T | null; error: string | null };

/**
 * Reads one object through the worker whenever its row (its content) changes. With
 * `parseStart`, what it gives from the copy of the object's first bytes (decision 1710) is
 * shown until the whole object is read, if it comes first.
 */
function useRead<T>(
  source: ReaderSource,
  worker: ReaderWorker | null,
  row: ObjectListing | null | undefined,
  parse: (worker: ReaderWorker, bytes: Uint8Array, row: ObjectListing) => Promise<T>,
  parseStart?: (worker: ReaderWorker, head: Uint8Array, row: ObjectListing) => Promise<T | null>,
): Loaded<T> {
  // The row's hash stands for its content: a new issue reads again, a re-render does not.
  const key = row ? `${row.k}@${row.h}` : '';
  const [read, setRead] = useState<Read<T> | null>(null);
  const { read: readObject } = source;
  const parseRef = useRef({ parse, parseStart });
  useEffect(() => {
    parseRef.current = { parse, parseStart };
  });
  useEffect(() => {
    if (!worker || !row) return;
    let live = true;
    let whole = false;
    const { parseStart: readStart } = parseRef.current;
    const onStart = readStart
      ? (head: Uint8Array) =>
          void readStart(worker, head, row)
            .then((value) => {
              if (!live || whole || value === null) return;
              markViewer('start');
              setRead({ key, value, error: null });
            })
            // The start is only a head start: the whole object's read reports any failure.
            .catch(() => {})
      : undefined;
    readObject(row, onStart)
      .then(({ bytes }) => {
        markViewer('bytes');
        return parseRef.current.parse(worker, bytes, row);
      })
      .then((value) => {
        markViewer('parsed');
        whole = true;
        if (live) setRead({ key, value, error: null });
      })
      .catch((cause: unknown) => {
        console.error('Reading failed', cause);
        whole = true;
        if (!live) return;
        const message =
          cause instanceof Error && /refused|well-formed/.test(cause.message)
            ? cause.message
            : READING_TEXT.unreadable;
        setRead({ key, value: null, error: message });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the row
  }, [worker, key, readObject]);
  if (row === null) return { value: null, error: READING_TEXT.notFound, loading: false };
  if (!read || read.key !== key) return { value: null, error: null, loading: true };
  return { value: read.value, error: read.error, loading: false };
}

/** The row with a key among the source's rows: undefined while loading, null when absent. */
export function useRow(
  source: ReaderSource,
  key: string | undefined,
): ObjectListing | null | undefined {
  return useMemo(() => {
    if (!source.rows || !key) return source.rows ? null : undefined;
    return source.rows.find((r) => r.k === key) ?? null;
  }, [source.rows, key]);
}

export function useModuleView(
  source: ReaderSource,
  worker: ReaderWorker | null,
  row: ObjectListing | null | undefined,
) {
  return useRead<ModuleView>(
    source,
    worker,
    row,
    (w, bytes, r) => w.readModule(bytes, fileNameOfRow(r), r.h),
    (w, head, r) => w.readModuleStart(head, fileNameOfRow(r), r.h),
  );
}

export type PublicationReading = {
  view: PublicationView | null;
  resolved: Map<number, Resolved>;
  error: string | null;
  loading: boolean;
};

/** A publication module's tree, every reference resolved over the project's rows. */
export function usePublicationView(
  source: ReaderSource,
  worker: ReaderWorker | null,
  row: ObjectListing | null | undefined,
): PublicationReading {
  const read = useRead<PublicationView>(source, worker, row, (w, bytes, r) =>
    w.readPublication(bytes, fileNameOfRow(r)),
  );
  const resolved = useMemo(
    () =>
      read.value && source.rows
        ? resolvePublication(read.value, source.rows)
        : new Map<number, Resolved>(),
    [read.value, source.rows],
  );
  return { view: read.value, resolved, error: read.error, loading: read.loading };
}
