import { useEffect, useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ApplicTablesView } from './applic-worker.ts';
import { applicTableRows, applicTablesOfProject } from './applic-worker-client.ts';

/**
 * The project's ACT, CCT and PCT, read in the applicability worker; read again only when one
 * of the tables gets a new issue, not on every library change.
 */
export function useApplicTables(
  backend: Backend | null | undefined,
  projectId: string | undefined,
  listing: readonly ObjectListing[] | null,
): { tables: ApplicTablesView | null; error?: string } {
  const [read, setRead] = useState<{
    key: string;
    tables: ApplicTablesView | null;
    error?: string;
  } | null>(null);
  const key =
    listing && projectId
      ? `${projectId}|${applicTableRows(listing)
          .map((r) => `${r.k}@${r.h}`)
          .join(',')}`
      : '';
  useEffect(() => {
    if (!backend || !projectId || !listing) return;
    let live = true;
    applicTablesOfProject(backend, projectId, listing)
      .then((t) => live && setRead({ key, tables: t }))
      .catch((cause: unknown) => {
        console.error('ACT/CCT/PCT could not be read', cause);
        const error = 'The project’s ACT, CCT and PCT could not be read. Please try again.';
        if (live) setRead({ key, tables: null, error });
      });
    return () => {
      live = false;
    };
    // The key names the tables' issues: the listing itself changes more often.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, projectId, key]);
  if (read?.key !== key) return { tables: null };
  return read.error ? { tables: read.tables, error: read.error } : { tables: read.tables };
}
