import { useEffect, useState } from 'react';
import type { CompletionSpec } from '../../../s1000d/authoring/completion.ts';
import { listSchemaSets } from '../common/schema-set-store.ts';
import type { EditorWorker } from './use-editor-worker.ts';

export type CompletionSource = 'schema' | 'engine';

/**
 * What the editor completes: from the schema set of the project's issue that this browser
 * keeps (the Schema Manager's), else the engine's knowledge; with the values of the BREX in
 * force either way. Worked out once the worker holds the BREX.
 */
export function useEditorCompletion(
  worker: EditorWorker | null,
  ready: boolean,
  text: string | undefined,
  issue: string | undefined,
) {
  const [result, setResult] = useState<{ specs: CompletionSpec[]; from: CompletionSource }>({
    specs: [],
    from: 'engine',
  });
  useEffect(() => {
    if (!worker || !ready || text === undefined) return;
    let live = true;
    void (async () => {
      const sets = await listSchemaSets().catch(() => []);
      const stored = sets.find((s) => s.set.issue === issue);
      const specs = await worker.completion(stored?.set, text, issue);
      if (live) setResult({ specs, from: stored ? 'schema' : 'engine' });
    })().catch((cause: unknown) => console.error('Completion could not be prepared', cause));
    return () => {
      live = false;
    };
  }, [worker, ready, text, issue]);
  return result;
}
