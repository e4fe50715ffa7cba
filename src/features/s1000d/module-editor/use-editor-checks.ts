import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import { isBrexRow } from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { allDefaultBrexFiles } from '../common/default-brex-files.ts';
import type { EditorWorker } from './use-editor-worker.ts';

/** How long typing must stop before the checks run. */
export const CHECK_DELAY_MS = 100;

/**
 * The editor's checks, in its worker, a moment after typing stops: first the project's BREX,
 * the default BREX and the codes of its objects go to the worker once; then each text.
 */
export function useEditorChecks(
  worker: EditorWorker | null,
  projectId: string,
  rows: readonly ObjectListing[],
  text: string | null,
  fileName: string,
  /** STE with the project's settings, keyed by the module (its text type); defaults until then. */
  ste?: { settings: SteSettings; key: string },
) {
  const { backend } = useSession();
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<{ text: string; found: Diagnostic[] } | null>(null);
  const loaded = rows.length > 0;
  // The check the worker is running: a newer text waits for it rather than queueing behind it.
  const running = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    if (!worker || !backend || !loaded) return;
    let live = true;
    const brexRows = rows.filter(isBrexRow);
    void (async () => {
      const [contents, defaults] = await Promise.all([
        backend.s1000dObjects.readContents(
          projectId,
          brexRows.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
        ),
        allDefaultBrexFiles(),
      ]);
      const brex = brexRows.map((r) => ({ name: fileNameOfRow(r), bytes: contents.get(r.k)! }));
      await worker.setUp(
        brex,
        defaults,
        rows.map((r) => r.c),
      );
      if (live) setReady(true);
    })().catch((cause: unknown) => console.error('Setting up the editor checks failed', cause));
    return () => {
      live = false;
    };
    // The BREX and codes are read once the library has loaded; a new object later does not
    // need the BREX read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [worker, backend, projectId, loaded]);

  useEffect(() => {
    if (!worker || !ready || text === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        // One check at a time: typing slower than the delay would otherwise queue a check of
        // every keystroke in the worker (seconds each on a 1 MB module), all but the last
        // thrown away, competing with the page for the processor (decision 1262).
        while (running.current) await running.current.catch(() => undefined);
        if (!live) return;
        const job = worker.check(text, fileName, ste);
        running.current = job;
        try {
          const found = await job;
          if (live) setResult({ text, found });
        } finally {
          if (running.current === job) running.current = null;
        }
      })().catch((cause: unknown) => console.error('The editor checks failed', cause));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [worker, ready, text, fileName, ste]);

  return { diagnostics: result?.found ?? null, checking: result?.text !== text, ready };
}
