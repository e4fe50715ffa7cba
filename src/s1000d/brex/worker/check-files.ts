import { BrexEngine, type BrexProvider } from '../brex-engine';
import { latestMatching } from '../brex-locate';
import type { ObjectReport } from '../report';
import type { NamedFile, WorkerCheckOptions } from './protocol';

/**
 * Checks files against BREX that are all in memory: what a worker (or the page) runs. BREX
 * named in brexDmRef are looked up among brex (the latest matching issue) and then among
 * the objects themselves, then the default BREX.
 */
export function memoryProvider(
  brex: readonly NamedFile[],
  defaultBrex: readonly NamedFile[],
  objects: readonly NamedFile[] = [],
): BrexProvider {
  const byName = new Map<string, NamedFile['bytes']>();
  for (const f of [...objects, ...brex, ...defaultBrex]) byName.set(f.name, f.bytes);
  const brexNames = brex.map((f) => f.name);
  const objectNames = objects.map((f) => f.name);
  return {
    find: (code) => latestMatching(code, brexNames) ?? latestMatching(code, objectNames),
    read: (name) => byName.get(name),
  };
}

/** Checks files one after another, yielding to the event loop so a cancel can get in. */
export async function checkFiles(
  engine: BrexEngine,
  objects: readonly NamedFile[],
  provider: BrexProvider,
  options: WorkerCheckOptions,
  onReport: (index: number, report: ObjectReport) => void,
  cancelled: () => boolean = () => false,
): Promise<void> {
  let last = Date.now();
  for (const [index, object] of objects.entries()) {
    if (cancelled()) return;
    onReport(index, engine.check(object.name, object.bytes, provider, options));
    if (Date.now() - last > 50) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      last = Date.now();
    }
  }
}
