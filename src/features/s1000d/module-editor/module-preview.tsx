import { useEffect, useMemo, useState } from 'react';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import { EVERYTHING } from '../../../s1000d/reader/visibility.ts';
import { ModuleReader } from '../common/reader/module-reader.tsx';
import type { IcnDisplay, RefLink } from '../common/reader/reader-context.ts';
import { readerWorker } from '../common/reader-worker-client.ts';
import type { TypingGate } from './typing-gate.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Props = { text: string; fileName: string; projectId: string; gate: TypingGate };

const NO_LINK: RefLink = { state: 'missing', note: 'links open from the viewer' };
const loadIcn = (icn: string): Promise<IcnDisplay> =>
  Promise.resolve({ status: 'missing', message: `${icn}: illustrations show in the viewer.` });

/** The text as the viewer renders it (the viewer's renderer, in its worker), a moment after typing. */
export function ModulePreview({ text, fileName, gate }: Props) {
  const [view, setView] = useState<ModuleView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      gate.startWhenQuiet(text, () => {
        readerWorker()
          .previewModule(text, fileName)
          .then(
            (v) =>
              gate.whenQuiet(() => {
                if (!live) return;
                setView(v);
                setError(null);
              }),
            (cause: Error) =>
              gate.whenQuiet(() => live && setError(`No preview: ${cause.message}`)),
          );
      });
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, fileName, gate]);
  const refLink = useMemo(() => () => NO_LINK, []);
  if (error) return <ErrorMessage plain text={error} />;
  if (!view) return <p className="text-sm text-slate-600">Preparing the preview…</p>;
  return (
    <div
      aria-label="Preview"
      className="max-h-[70vh] overflow-auto rounded border border-slate-200 bg-white p-3"
    >
      <ModuleReader view={view} visibility={EVERYTHING} refLink={refLink} loadIcn={loadIcn} />
    </div>
  );
}
