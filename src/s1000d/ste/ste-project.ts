import type { S1000dXml } from '../xml/load-xml';
import { checkSteDataModule, type SteModuleResult } from './ste-data-module';
import { summarizeSteRun, type SteRunSummary } from './ste-runs';
import type { SteSettings } from './ste-settings';

/** A data module of a project run: its key (text types are chosen by key) and its name. */
export type SteProjectModule = { key: string; name: string; object: S1000dXml };
export type SteProjectResult = SteModuleResult & { key: string; name: string };
export type SteProjectRun = { results: SteProjectResult[]; summary: SteRunSummary };

/**
 * The STE check of every data module of a project with the project's settings, and the
 * summary the run history keeps (decision 1062). The page runs it in a worker, the CLI in Node.
 */
export function checkSteProject(
  modules: readonly SteProjectModule[],
  settings: SteSettings,
  onProgress?: (done: number, total: number) => void,
): SteProjectRun {
  const results: SteProjectResult[] = [];
  for (const m of modules) {
    results.push({ key: m.key, name: m.name, ...checkSteDataModule(m.object, settings, m.key) });
    onProgress?.(results.length, modules.length);
  }
  return { results, summary: summarizeSteRun(results) };
}
