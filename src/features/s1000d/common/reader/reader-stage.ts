import type { Block } from '../../../../s1000d/reader/model.ts';
import { documentOrder } from '../../../../s1000d/reader/draw-order.ts';

/** Blocks drawn at once: more than a tall screen holds, so the first screen is whole. */
export const FIRST_SCREEN_BLOCKS = 120;
/** Blocks drawn in each idle moment after: a chunk stays well under a frame budget of 50 ms. */
const CHUNK_BLOCKS = 200;

type Listener = () => void;

/**
 * How far an open module is drawn, and which id is highlighted: outside React's context so
 * that a jump redraws the two blocks it changes, and a new chunk only the lists it grows,
 * never the whole module (decision 1540).
 */
export type ReaderStage = {
  /** Blocks drawn so far, in reading order. */
  drawn: () => number;
  total: number;
  highlight: () => string | null;
  /** How many of a list's leading blocks are drawn. */
  drawnOf: (blocks: readonly Block[]) => number;
  subscribeDrawn: (listener: Listener) => () => void;
  subscribeHighlight: (listener: Listener) => () => void;
  /** Draws up to the block with key `k` and all it holds (everything when it is no block). */
  drawThrough: (k: number | undefined) => void;
  drawAll: () => void;
  setHighlight: (id: string | null) => void;
  /** Draws the rest a chunk at a time when the page is idle; returns the stop. */
  drawRestWhenIdle: () => () => void;
};

/** `drawnBefore`: how far the module this one replaces was drawn (a preview as it is typed). */
export function createReaderStage(body: readonly Block[], drawnBefore = 0): ReaderStage {
  const { spans, total } = documentOrder(body);
  let drawn = Math.min(total, Math.max(FIRST_SCREEN_BLOCKS, drawnBefore));
  let highlight: string | null = null;
  const drawnListeners = new Set<Listener>();
  const highlightListeners = new Set<Listener>();
  const subscribe = (set: Set<Listener>) => (listener: Listener) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const drawUpTo = (count: number) => {
    const next = Math.min(total, count);
    if (next <= drawn) return;
    drawn = next;
    for (const listener of drawnListeners) listener();
  };
  return {
    drawn: () => drawn,
    total,
    highlight: () => highlight,
    drawnOf(blocks) {
      let n = 0;
      while (n < blocks.length && (spans.get(blocks[n]!.k)?.at ?? 0) < drawn) n += 1;
      return n;
    },
    subscribeDrawn: subscribe(drawnListeners),
    subscribeHighlight: subscribe(highlightListeners),
    drawThrough(k) {
      const span = k === undefined ? undefined : spans.get(k);
      drawUpTo(span ? span.end : total);
    },
    drawAll: () => drawUpTo(total),
    setHighlight(id) {
      if (id === highlight) return;
      highlight = id;
      for (const listener of highlightListeners) listener();
    },
    drawRestWhenIdle() {
      let handle: number | undefined;
      let stopped = false;
      const step = () => {
        if (stopped) return;
        drawUpTo(drawn + CHUNK_BLOCKS);
        if (drawn < total) handle = whenIdle(step);
      };
      if (drawn < total) handle = whenIdle(step);
      return () => {
        stopped = true;
        if (handle !== undefined) cancelIdle(handle);
      };
    },
  };
}

// requestIdleCallback where the browser has it (Safari does not): a timeout keeps chunks
// coming on a page that is never idle.
const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 100 })
    : window.setTimeout(run, 0);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle);
