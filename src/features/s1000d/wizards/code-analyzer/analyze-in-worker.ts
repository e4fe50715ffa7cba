import type { ProjectForCodes } from '../../../../s1000d/codes/project-code-rules.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { CodeWorkerApi } from './code-worker.ts';

/** Most codes one analysis takes: a pasted list of a few screens. */
export const MAX_CODES = 100;

/**
 * The inputs of the text box: XML is one input (it spans lines); otherwise each line or
 * space-separated word is a code or file name.
 */
export function splitInputs(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('<')) return [trimmed];
  return trimmed.split(/\s+/);
}

export function analyzeInWorker(inputs: string[], project?: ProjectForCodes) {
  return runWorkerJob<CodeWorkerApi, Awaited<ReturnType<CodeWorkerApi['analyze']>>>(
    () => new Worker(new URL('./code-worker.ts', import.meta.url), { type: 'module' }),
    (api) => api.analyze(inputs, project),
  );
}
