/// <reference lib="webworker" />
// A Web Worker that checks objects against BREX with libxml2 (WebAssembly). The page starts
// one or more with `new Worker(new URL('./brex-worker.ts', import.meta.url), { type: 'module' })`
// and talks to them through checkInWorkers (brex-pool.ts).
import { BrexEngine } from '../brex-engine';
import { checkFiles, memoryProvider } from './check-files';
import type { FromWorker, ToWorker } from './protocol';

const cancelled = new Set<number>();
let engine: Promise<BrexEngine> | undefined;
const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'cancel') {
    cancelled.add(message.job);
    return;
  }
  const { job } = message;
  try {
    const checker = await (engine ??= BrexEngine.create());
    // BREX may differ between jobs (a project BREX was edited): read them afresh.
    checker.clearBrexCache();
    const provider = memoryProvider(message.brex, message.defaultBrex, message.objects);
    await checkFiles(
      checker,
      message.objects,
      provider,
      message.options,
      (index, report) => post({ type: 'report', job, index, report }),
      () => cancelled.has(job),
    );
    post({ type: 'done', job });
  } catch (error) {
    post({ type: 'failed', job, message: (error as Error).message });
  } finally {
    cancelled.delete(job);
  }
};
