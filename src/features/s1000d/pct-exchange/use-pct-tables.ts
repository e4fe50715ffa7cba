import { useEffect, useMemo, useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { PctMapping } from '../../../s1000d/applic/pct-mapping.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { applicTablesOf } from '../common/applic-worker-client.ts';
import { readNamedRow } from '../common/named-objects.ts';
import type { LibraryRow } from '../common/use-s1000d-project.ts';
import type { PctTables } from './pct-worker.ts';
import { pctMappingInWorker } from './pct-worker-client.ts';

export type LoadedTables = {
  key: string;
  tables: PctTables | null;
  attributes: { ident: string; name: string }[];
  mapping: PctMapping | null;
  error?: string;
};

/** The project's ACT, CCT and PCT rows, and the ACT and CCT read with the default mapping. */
export function usePctTables(
  backend: Backend | null,
  projectId: string,
  rows: LibraryRow[] | null,
) {
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? null, [rows]);
  const { act, cct, pct } = applicTablesOf(listing);
  const key = `${projectId}|${act?.h ?? ''}|${cct?.h ?? ''}`;
  const [loaded, setLoaded] = useState<LoadedTables | null>(null);

  useEffect(() => {
    if (!backend || !projectId || !listing) return;
    let live = true;
    const read = (row: ObjectListing) => readNamedRow(backend, projectId, row);
    (async (): Promise<LoadedTables> => {
      if (!act) return { key, tables: null, attributes: [], mapping: null };
      const tables = { act: await read(act), cct: cct ? await read(cct) : null };
      const view = await pctMappingInWorker(tables);
      return { key, tables, ...view };
    })()
      .then((l) => live && setLoaded(l))
      .catch((cause: unknown) => {
        console.error('ACT/CCT could not be read', cause);
        const error = 'The project’s ACT and CCT could not be read. Please try again.';
        if (live) setLoaded({ key, tables: null, attributes: [], mapping: null, error });
      });
    return () => {
      live = false;
    };
    // Read again only when the project, its ACT or its CCT changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key, listing === null]);

  return {
    listing,
    act,
    pct,
    loaded: loaded?.key === key ? loaded : null,
    readPct: async () => (pct && backend ? readNamedRow(backend, projectId, pct) : null),
  };
}
