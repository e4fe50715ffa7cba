import { useCallback, useEffect, useMemo, useState } from 'react';
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

function reveal(element: Element | null) {
  if (!element) return;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (element instanceof HTMLElement || element instanceof SVGElement) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }
}

/** A data module rendered from its reading model; internal references jump and highlight. */
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
  // A jump inside this module wins over the link's #target until another module opens.
  const [jumped, setJumped] = useState<{ view: ModuleView; id: string } | null>(null);
  const highlight = jumped?.view === view ? jumped.id : target;
  const jumpTo = useCallback(
    (id: string) => {
      setJumped({ view, id });
      requestAnimationFrame(() => reveal(document.getElementById(domId(id))));
    },
    [view],
  );
  useEffect(() => markViewer('drawn'), [view]);
  useEffect(() => {
    if (target) requestAnimationFrame(() => reveal(document.getElementById(domId(target))));
  }, [target, view]);
  useEffect(() => {
    if (block === null) return;
    requestAnimationFrame(() => reveal(document.querySelector(`[data-block="${block}"]`)));
  }, [block, view]);
  const value = useMemo(
    () => ({ view, visibility, showChanges, search, highlight, jumpTo, renderBlocks }),
    [view, visibility, showChanges, search, highlight, jumpTo],
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
