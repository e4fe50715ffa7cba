import { useEffect, useState } from 'react';
import type { CompletionSpec } from '../../../s1000d/authoring/completion.ts';
import { useSession } from '../../../session/session-context.ts';
import { loadSchemaSets } from '../common/load-schema-sets.ts';
import type { EditorWorker } from './use-editor-worker.ts';

export type CompletionSource = 'schema' | 'engine';

/**
 * What the editor completes: from the project's schema set of its issue (the Schema Manager's), else the engine's knowledge; with the values of the BREX in
 * force either way. Worked out once the worker holds the BREX.
 */
export function useEditorCompletion(
  worker: EditorWorker | null,
  projectId: string,
  ready: boolean,
  text: string | undefined,
  issue: string | undefined,
) {
  const [result, setResult] = useState<{ specs: CompletionSpec[]; from: CompletionSource }>({
    specs: [],
    from: 'engine',
  });
  const { backend } = useSession();
  useEffect(() => {
    if (!backend || !worker || !ready || text === undefined) return;
    let live = true;
    void (async () => {
      const sets = await loadSchemaSets(backend, projectId).catch(() => []);
      const stored = sets.find((s) => s.issue === issue);
      const specs = await worker.completion(stored, text, issue);
      if (live) setResult({ specs, from: stored ? 'schema' : 'engine' });
    })().catch((cause: unknown) => console.error('Completion could not be prepared', cause));
    return () => {
      live = false;
    };
  }, [backend, projectId, worker, ready, text, issue]);
  return result;
}
