import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { Block, ModuleView } from '../../../../s1000d/reader/model.ts';
import type { Visibility } from '../../../../s1000d/reader/visibility.ts';
import { markViewer } from '../../../../lib/viewer-marks.ts';
import { BlocksView } from './block-view.tsx';
import { ModuleDocument } from './module-document.tsx';
import {
  domId,
  ReaderContext,
  ReaderProjectContext,
  type IcnDisplay,
  type RefLink,
} from './reader-context.ts';
import { createReaderStage, type ReaderStage } from './reader-stage.ts';

export type ModuleReaderProps = {
  view: ModuleView;
  visibility: Visibility;
  properties?: readonly ApplicProperty[];
  showChanges?: boolean;
  search?: string;
  refLink: (kind: 'dm' | 'pm', ref: string) => RefLink;
  loadIcn: (icn: string) => Promise<IcnDisplay>;
  /** An id to jump to once rendered (a link's #target), or a block key (a search hit). */
  target?: string | null;
  block?: number | null;
};

const renderBlocks = (blocks: readonly Block[], depth: number) => (
  <BlocksView blocks={blocks} depth={depth} />
);

/**
 * Draws what `find` looks for if it is not drawn yet (React renders the stage's change
 * before the next frame), then scrolls it into view and gives it the focus.
 */
function reveal(stage: ReaderStage, k: number | undefined, find: () => Element | null) {
  stage.drawThrough(k);
  requestAnimationFrame(() => {
    const element = find();
    if (!element) return;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (element instanceof HTMLElement || element instanceof SVGElement) {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
    }
  });
}

/** Until the whole module is drawn, printing draws the rest first, so every page prints. */
function drawAllBeforePrint(stage: ReaderStage) {
  const beforePrint = () => flushSync(() => stage.drawAll());
  const print = typeof matchMedia === 'function' ? matchMedia('print') : null;
  const onMedia = () => print?.matches && stage.drawAll();
  addEventListener('beforeprint', beforePrint);
  print?.addEventListener('change', onMedia);
  return () => {
    removeEventListener('beforeprint', beforePrint);
    print?.removeEventListener('change', onMedia);
  };
}

/**
 * A data module rendered from its reading model; internal references jump and highlight.
 * The first screen is drawn at once and the rest in idle moments after (decision 1540);
 * a jump, a search hit or printing draws what it needs first.
 */
export function ModuleReader({
  view,
  visibility,
  properties = [],
  showChanges = false,
  search = '',
  refLink,
  loadIcn,
  target = null,
  block = null,
}: ModuleReaderProps) {
  // A new view of the same module (the editor's preview after typing) starts as far drawn
  // as the last one was, so what the author was looking at does not vanish under them.
  const [staged, setStaged] = useState(() => ({ view, stage: createReaderStage(view.body) }));
  let stage = staged.stage;
  if (staged.view !== view) {
    const same = staged.view.code === view.code;
    stage = createReaderStage(view.body, same ? staged.stage.drawn() : 0);
    setStaged({ view, stage });
  }
  const jumpTo = useCallback(
    (id: string) => {
      stage.setHighlight(id);
      reveal(stage, view.targets[id]?.k, () => document.getElementById(domId(id)));
    },
    [stage, view],
  );
  useEffect(() => {
    markViewer('screen');
    // A module's start (decision 1710) is drawn as its first screen only: the whole module
    // replaces it and draws the rest.
    if (view.partial) return;
    const whole = () => {
      if (stage.drawn() < stage.total) return;
      // After React has drawn the last chunk (it renders the stage's change in a microtask).
      setTimeout(() => markViewer('drawn'), 0);
      stopListening();
    };
    const stopListening = stage.subscribeDrawn(whole);
    whole();
    const stopDrawing = stage.drawRestWhenIdle();
    const stopPrint = drawAllBeforePrint(stage);
    return () => {
      stopListening();
      stopDrawing();
      stopPrint();
    };
  }, [stage, view.partial]);
  useEffect(() => {
    // A target past a module's start is jumped to once the whole module is read.
    if (target && view.partial && !view.targets[target]) return;
    // A jump inside this module wins over the link's #target until another module opens.
    stage.setHighlight(target);
    if (target)
      reveal(stage, view.targets[target]?.k, () => document.getElementById(domId(target)));
  }, [target, stage, view]);
  useEffect(() => {
    if (block === null || block === 0) return;
    reveal(stage, block, () => document.querySelector(`[data-block="${block}"]`));
  }, [block, stage]);
  const value = useMemo(
    () => ({ view, visibility, showChanges, search, stage, jumpTo, renderBlocks }),
    [view, visibility, showChanges, search, stage, jumpTo],
  );
  const project = useMemo(() => ({ properties, refLink, loadIcn }), [properties, refLink, loadIcn]);
  return (
    <ReaderContext.Provider value={value}>
      <ReaderProjectContext.Provider value={project}>
        <ModuleDocument />
      </ReaderProjectContext.Provider>
    </ReaderContext.Provider>
  );
}
