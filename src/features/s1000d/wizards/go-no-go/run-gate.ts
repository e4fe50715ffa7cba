import { transfer } from 'comlink';
import type { Backend } from '../../../../data/backend.ts';
import type { ProjectForCodes } from '../../../../s1000d/codes/project-code-rules.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { gateSupportKeys, publicationKeys } from '../../../../s1000d/gate/go-no-go.ts';
import type { GateResult } from '../../../../s1000d/gate/gate-model.ts';
import { readObjectBytes } from '../../common/read-object-bytes.ts';
import { loadSchemaSets } from '../../common/load-schema-sets.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { GateWorkerApi } from './gate-worker.ts';

/** What to gate: the whole project, a publication and what it takes in, or one object. */
export type GateScope = { kind: 'project' } | { kind: 'publication' | 'object'; key: string };

export function targetsOf(scope: GateScope, rows: readonly ObjectListing[]): string[] {
  if (scope.kind === 'project') return rows.filter((r) => r.t !== 'icn').map((r) => r.k);
  if (scope.kind === 'publication') return publicationKeys(rows, scope.key);
  return [scope.key];
}

/**
 * Reads what the gate needs from the store (the targets and the project's BREX, applicability
 * tables and CIRs) and the project's schema sets, then gates in a worker.
 */
export async function runGateForProject(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
  scope: GateScope,
  project: ProjectForCodes | undefined,
  onProgress: (message: string) => void,
  signal: AbortSignal,
): Promise<GateResult> {
  const targets = targetsOf(scope, rows);
  const needed = [...new Set([...targets, ...gateSupportKeys(rows)])];
  const files: Record<string, Uint8Array> = {};
  let read = 0;
  for (const key of needed) {
    if (signal.aborted) break;
    files[key] = await readObjectBytes(backend, projectId, key);
    onProgress(`Reading objects: ${++read} of ${needed.length}...`);
  }
  const schemaSets = await loadSchemaSets(backend, projectId);
  const buffers = [...new Set(Object.values(files).map((b) => b.buffer as ArrayBuffer))];
  return runWorkerJob<GateWorkerApi, GateResult>(
    () => new Worker(new URL('./gate-worker.ts', import.meta.url), { type: 'module' }),
    (api, callback) =>
      api.gate(
        transfer(
          { targets, rows: [...rows], files, schemaSets, ...(project ? { project } : {}) },
          buffers,
        ),
        callback((done: number, total: number) => onProgress(`Gating: ${done} of ${total}...`)),
      ),
    signal,
  );
}
