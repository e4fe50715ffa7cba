import { useSyncExternalStore } from 'react';
import type { Block } from '../../../../s1000d/reader/model.ts';
import { useReader } from './reader-context.ts';

const NO_SUBSCRIPTION = () => () => {};

/** How many of a list's leading blocks are drawn: the list redraws when that number grows. */
export function useDrawnOf(blocks: readonly Block[]): number {
  const { stage } = useReader();
  return useSyncExternalStore(stage.subscribeDrawn, () => stage.drawnOf(blocks));
}

/** Whether the block with this id is the one the reader jumped to. */
export function useIsHighlighted(id: string | undefined): boolean {
  const { stage } = useReader();
  return useSyncExternalStore(
    id === undefined ? NO_SUBSCRIPTION : stage.subscribeHighlight,
    () => id !== undefined && stage.highlight() === id,
  );
}

/** The id the reader jumped to, for the few parts that show it inside themselves. */
export function useHighlight(): string | null {
  const { stage } = useReader();
  return useSyncExternalStore(stage.subscribeHighlight, stage.highlight);
}
