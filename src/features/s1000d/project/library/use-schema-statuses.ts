import { useEffect, useMemo, useState } from 'react';
import type { ProjectSchemaSet } from '../../../../domain/schema-sets.ts';
import { fileNameOfRow } from '../../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { SchemaSet } from '../../../../s1000d/schemas/schema-set.ts';
import { useSession } from '../../../../session/session-context.ts';
import { loadSchemaSets } from '../../common/load-schema-sets.ts';
import { validateInWorker } from '../../common/schema-jobs.ts';
import {
  CHECKING,
  missingSetCell,
  schemaCellOf,
  type SchemaCell,
} from '../../common/schema-status.ts';
import { useProjectSchemaSets } from '../../common/use-project-schema-sets.ts';
import type { LibraryRow } from '../../common/use-s1000d-project.ts';

/** Objects validated in one worker job: progress shows between batches, memory stays bounded. */
const BATCH = 200;

/**
 * Results by set and content: an object is validated again only when its bytes or its
 * issue's schema set changed, however often the library refreshes.
 */
const validated = new Map<string, SchemaCell>();

function fingerprints(loaded: readonly SchemaSet[], stored: readonly ProjectSchemaSet[]) {
  return new Map<string, string>(
    loaded.map((set) => {
      const own = stored.find((s) => s.summary.issue === set.issue);
      const files = own
        ? own.files.map((f) => f.sha256)
        : set.files.map((f) => `${f.name}:${f.bytes.length}`);
      return [set.issue, `${set.issue}|${files.join(',')}`];
    }),
  );
}

/**
 * Each XML object's schema status for the library (decision 1241), kept current as objects
 * and the project's schema sets change. Objects of an issue without a set say so without
 * being read; the others are read in batches and validated in the schema worker.
 */
export function useSchemaStatuses(projectId: string, rows: readonly LibraryRow[]) {
  const { backend } = useSession();
  const { sets } = useProjectSchemaSets(projectId);
  const targets = useMemo(
    () => rows.filter((r) => !r.deleted && r.row.t !== 'icn').map((r) => r.row),
    [rows],
  );
  const [cells, setCells] = useState<ReadonlyMap<string, SchemaCell>>(new Map());

  useEffect(() => {
    if (!backend || sets === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const loaded = await loadSchemaSets(backend, projectId, sets);
      const prints = fingerprints(loaded, sets);
      const next = new Map<string, SchemaCell>();
      const pending: { row: ObjectListing; cacheKey: string }[] = [];
      for (const row of targets) {
        const print = row.v === undefined ? 'none' : prints.get(row.v);
        if (row.v !== undefined && print === undefined) {
          next.set(row.k, missingSetCell(row.v));
          continue;
        }
        const cacheKey = `${print}|${row.h}`;
        const known = validated.get(cacheKey);
        next.set(row.k, known ?? CHECKING);
        if (!known) pending.push({ row, cacheKey });
      }
      setCells(new Map(next));
      for (let at = 0; at < pending.length && !signal.aborted; at += BATCH) {
        const batch = pending.slice(at, at + BATCH);
        const bytes = await backend.s1000dObjects.readContents(
          projectId,
          batch.map(({ row }) => ({ key: row.k, sha256: row.h, size: row.z })),
          undefined,
          signal,
        );
        const reports = await validateInWorker(
          loaded,
          batch.map(({ row }) => ({ name: fileNameOfRow(row), bytes: bytes.get(row.k)! })),
          signal,
        );
        batch.forEach(({ row, cacheKey }, i) => {
          const cell = schemaCellOf(reports[i]!);
          validated.set(cacheKey, cell);
          next.set(row.k, cell);
        });
        if (!signal.aborted) setCells(new Map(next));
      }
    })().catch((cause: unknown) => {
      if (signal.aborted) return;
      console.error('Schema statuses could not be worked out', cause);
      setCells(
        new Map(
          targets.map((r) => [
            r.k,
            { key: 'problem', label: 'Not checked', detail: 'The schema check failed; reload.' },
          ]),
        ),
      );
    });
    return () => controller.abort();
  }, [backend, projectId, sets, targets]);

  return cells;
}
