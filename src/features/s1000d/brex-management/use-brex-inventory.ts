import { useEffect, useMemo, useState } from 'react';
import type { BrexSummary } from '../../../s1000d/brex/brex-summary.ts';
import {
  brexInventory,
  isBrexRow,
  type BrexInventory,
} from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import type { LibraryRow } from '../common/use-s1000d-project.ts';
import { summarizeInWorker } from './brex-info-client.ts';
import { defaultBrexFile } from './default-brex-file.ts';

export type SummaryOrError = { summary?: BrexSummary; error?: string };

/**
 * A project's BREX inventory (from its index rows and the issues the store keeps of each BREX)
 * and what each BREX in reach holds, summarised in a worker.
 */
export function useBrexInventory(
  projectId: string | undefined,
  rows: readonly LibraryRow[] | null,
) {
  const { backend } = useSession();
  const live = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? null, [rows]);
  const brexRows = useMemo(() => live?.filter(isBrexRow) ?? [], [live]);
  const [issues, setIssues] = useState<Map<string, string[]> | null>(null);
  const [summaries, setSummaries] = useState<Map<string, SummaryOrError> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const brexSignature = brexRows.map((r) => `${r.k}@${r.h}`).join(' ');

  useEffect(() => {
    if (!backend || !projectId || !live) return;
    let current = true;
    Promise.all(
      brexRows.map(async (row) => {
        const stored = await backend.s1000dObjects.getObject(projectId, row.k);
        return [row.k, (stored?.issues ?? []).map((i) => `${i.issueNumber}-${i.inWork}`)] as const;
      }),
    )
      .then((pairs) => current && setIssues(new Map(pairs)))
      .catch((cause: unknown) => {
        console.error('BREX issues could not be read', cause);
        if (current) setError('The BREX of this project could not be read. Please try again.');
      });
    return () => {
      current = false;
    };
    // brexSignature stands for brexRows: a new issue of a BREX changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, projectId, brexSignature, live === null]);

  const inventory: BrexInventory | null = useMemo(
    () => (live && issues ? brexInventory(live, issues) : null),
    [live, issues],
  );

  useEffect(() => {
    if (!backend || !projectId || !inventory) return;
    let current = true;
    const byKey = new Map<string, ObjectListing>(brexRows.map((r) => [r.k, r]));
    (async () => {
      const own = inventory.brex
        .filter((b) => b.source === 'project')
        .map((b) => byKey.get(b.key)!);
      const contents = await backend.s1000dObjects.readContents(
        projectId,
        own.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
      );
      const files = [
        ...own.map((r) => ({ name: r.k, bytes: contents.get(r.k)! })),
        ...(await Promise.all(
          inventory.brex.filter((b) => b.source === 'default').map((b) => defaultBrexFile(b.key)),
        )),
      ];
      const results = await summarizeInWorker(files);
      if (current)
        setSummaries(
          new Map(
            results.map((r) => [
              r.name,
              'summary' in r ? { summary: r.summary } : { error: `${r.error}` },
            ]),
          ),
        );
    })().catch((cause: unknown) => {
      console.error('BREX summaries failed', cause);
      if (current) setError('The rules of the BREX could not be read. Please try again.');
    });
    return () => {
      current = false;
    };
  }, [backend, projectId, inventory, brexRows]);

  const fileNames = useMemo(
    () => new Map(brexRows.map((r) => [r.k, fileNameOfRow(r)])),
    [brexRows],
  );
  return { inventory, summaries, error, fileNames };
}
