import { useMemo } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import { EVERYTHING } from '../../../s1000d/reader/visibility.ts';
import { GraphicView } from '../common/reader/graphic-view.tsx';
import {
  ReaderContext,
  ReaderProjectContext,
  type IcnDisplay,
} from '../common/reader/reader-context.ts';
import { createReaderStage } from '../common/reader/reader-stage.ts';

/** An illustration opened on its own: drawn or shown, or offered as a download. */
export function IcnPane({
  row,
  loadIcn,
}: {
  row: ObjectListing;
  loadIcn: (icn: string) => Promise<IcnDisplay>;
}) {
  const shown = useMemo(() => {
    const view: ModuleView = {
      kind: 'other',
      code: row.c,
      title: row.n,
      schema: row.s ?? 'icn',
      applics: {},
      reasonsForUpdate: [],
      icns: {},
      references: [],
      body: [],
      targets: {},
    };
    return {
      view,
      visibility: EVERYTHING,
      showChanges: false,
      search: '',
      stage: createReaderStage([]),
      jumpTo: () => {},
      renderBlocks: () => null,
    };
  }, [row]);
  const project = useMemo(
    () => ({ properties: [], refLink: () => ({ state: 'missing' as const }), loadIcn }),
    [loadIcn],
  );
  return (
    <ReaderContext.Provider value={shown}>
      <ReaderProjectContext.Provider value={project}>
        <article className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="font-mono text-xs break-all text-slate-600">{row.c}</p>
          <h1 className="text-2xl font-semibold text-slate-900">{row.n || row.c}</h1>
          <GraphicView graphic={{ icn: row.c, hotspots: [] }} title={row.n || row.c} />
        </article>
      </ReaderProjectContext.Provider>
    </ReaderContext.Provider>
  );
}
