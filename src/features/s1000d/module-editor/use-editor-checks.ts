import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import { isBrexRow } from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { allDefaultBrexFiles } from '../common/default-brex-files.ts';
import { oneAtATime } from './one-at-a-time.ts';
import type { TypingGate } from './typing-gate.ts';
import type { EditorWorker } from './use-editor-worker.ts';
import { extraCheckDelay } from './editor-timing.ts';

/**
 * The editor's checks, in its worker, as soon as the text settles (SETTLE_MS after the last
 * key): first the project's BREX, the default BREX and the codes of its objects go to the
 * worker once; then each settled text, one check at a time.
 */
export function useEditorChecks(
  worker: EditorWorker | null,
  projectId: string,
  rows: readonly ObjectListing[],
  text: string | null,
  fileName: string,
  /** Keys arriving: no check starts, and findings land when typing stops. */
  gate: TypingGate,
  /** STE with the project's settings, keyed by the module (its text type); defaults until then. */
  ste?: { settings: SteSettings; key: string },
) {
  const { backend } = useSession();
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<{ text: string; found: Diagnostic[] } | null>(null);
  const loaded = rows.length > 0;
  const [queue] = useState(oneAtATime);
  const lastCheckMs = useRef(0);

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
      gate.startWhenQuiet(text, () => {
        void queue(
          async () => {
            const started = performance.now();
            const found = await worker.check(text, fileName, ste);
            lastCheckMs.current = performance.now() - started;
            return found;
          },
          () => live,
        ).then(
          (found) => gate.whenQuiet(() => live && found && setResult({ text, found })),
          (cause: unknown) => console.error('The editor checks failed', cause),
        );
      });
    }, extraCheckDelay(lastCheckMs.current));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [worker, ready, text, fileName, ste, queue, gate]);

  return { diagnostics: result?.found ?? null, checking: result?.text !== text, ready };
}
