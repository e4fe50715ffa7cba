import { useCallback, useEffect, useRef } from 'react';
import { parseIcnCode } from '../../../s1000d/codes/icn-code.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { icnBase } from '../../../s1000d/codes/icn-code.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import { mediaTypeOf } from './object-writes.ts';
import type { IcnDisplay } from './reader/reader-context.ts';
import type { ReaderWorker } from './reader-worker-client.ts';
import type { ReaderSource } from './use-reader-source.ts';

const RASTER = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

/** Which stored file of an ICN to show: a drawing first, then an image, then anything. */
function rank(row: ObjectListing): number {
  const ext = (row.x ?? row.s ?? '').toLowerCase();
  if (ext === 'svg') return 0;
  if (RASTER.has(ext)) return 1;
  return 2;
}

/** The stored files of an illustration (every format it was delivered in), best first. */
export function icnRows(rows: readonly ObjectListing[], icn: string): ObjectListing[] {
  const parsed = parseIcnCode(icn);
  const base = parsed.ok ? icnBase(parsed.value) : icn;
  const same = rows.filter((r) => r.t === 'icn' && r.c === icn);
  const candidates = same.length
    ? same
    : rows.filter((r) => {
        if (r.t !== 'icn') return false;
        const own = parseIcnCode(r.c);
        return (own.ok ? icnBase(own.value) : r.c) === base;
      });
  return [...candidates].sort((a, b) => rank(a) - rank(b));
}

/**
 * Loads illustrations for the reader: SVG sanitised in the worker and drawn by React,
 * raster images as object URLs, other formats (CGM …) as a download. Each file is read
 * once per page; the object URLs are released when the page goes.
 */
export function useIcnLoader(source: ReaderSource, worker: ReaderWorker | null) {
  const cache = useRef(new Map<string, Promise<IcnDisplay>>());
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const { rows, read } = source;
  return useCallback(
    (icn: string): Promise<IcnDisplay> => {
      const row = rows ? icnRows(rows, icn)[0] : undefined;
      if (!row || !worker) {
        return Promise.resolve({
          status: 'missing',
          message: 'No file of this illustration is stored.',
        });
      }
      const known = cache.current.get(row.h);
      if (known) return known;
      const loading = read(row).then(async ({ bytes }): Promise<IcnDisplay> => {
        const fileName = fileNameOfRow(row);
        const ext = (row.x ?? '').toLowerCase();
        if (ext === 'svg')
          return { status: 'svg', svg: await worker.readSvg(bytes, fileName), fileName };
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mediaTypeOf(ext) }));
        urls.current.push(url);
        if (RASTER.has(ext)) return { status: 'image', url, fileName };
        return { status: 'download', url, fileName, format: (ext || 'unknown').toUpperCase() };
      });
      cache.current.set(row.h, loading);
      return loading;
    },
    [rows, read, worker],
  );
}
