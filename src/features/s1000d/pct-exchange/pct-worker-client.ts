import type { Remote } from 'comlink';
import type { ConfigModel, PctMapping } from '../../../s1000d/applic/pct-mapping.ts';
import type { PctImport } from '../../../s1000d/applic/pct-to-configuration.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { NamedBytes, PctExportResult, PctTables, PctWorkerApi } from './pct-worker.ts';

function inWorker<T>(job: (api: Remote<PctWorkerApi>) => Promise<T>) {
  return runWorkerJob<PctWorkerApi, T>(
    () => new Worker(new URL('./pct-worker.ts', import.meta.url), { type: 'module' }),
    job,
  );
}

export const pctMappingInWorker = (tables: PctTables) => inWorker((api) => api.mapping(tables));

export const exportPctInWorker = (
  models: ConfigModel[],
  tables: PctTables,
  mapping: PctMapping,
  pct: NamedBytes | null,
  settings: ProjectSettings,
  date: string,
): Promise<PctExportResult> =>
  inWorker((api) => api.exportPct(models, tables, mapping, pct, settings, date));

export const importPctInWorker = (
  pct: NamedBytes,
  tables: PctTables,
  mapping: PctMapping,
  models: ConfigModel[],
): Promise<PctImport> => inWorker((api) => api.importPct(pct, tables, mapping, models));
