import { createContext, useContext, type ReactNode } from 'react';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { Block, ModuleView } from '../../../../s1000d/reader/model.ts';
import type { SafeSvg } from '../../../../s1000d/reader/safe-svg.ts';
import { EVERYTHING, type Visibility } from '../../../../s1000d/reader/visibility.ts';

/** What a dmRef or pmRef leads to from where the reader is. */
export type RefLink = {
  /** In-app path to open, when the object can be opened. */
  to?: string;
  state: 'publication' | 'project' | 'otherIssue' | 'missing';
  /** A short note for the reader: "not in this publication", "issue 007 named, 008 shown". */
  note?: string;
};

/** How an illustration can be shown: drawn, as an image, or only downloaded. */
export type IcnDisplay =
  | { status: 'loading' }
  | { status: 'svg'; svg: SafeSvg; fileName: string }
  | { status: 'image'; url: string; fileName: string }
  | { status: 'download'; url: string; fileName: string; format: string }
  | { status: 'missing'; message: string };

export type ReaderContextValue = {
  view: ModuleView;
  visibility: Visibility;
  properties: readonly ApplicProperty[];
  showChanges: boolean;
  /** Words to mark in the text (the current search). */
  search: string;
  /** The id the reader jumped to, highlighted until the next jump. */
  highlight: string | null;
  jumpTo: (id: string) => void;
  refLink: (kind: 'dm' | 'pm', ref: string) => RefLink;
  loadIcn: (icn: string) => Promise<IcnDisplay>;
  /** Renders nested blocks: the block components recurse through it, not by importing each other. */
  renderBlocks: (blocks: readonly Block[], depth: number) => ReactNode;
};

export const ReaderContext = createContext<ReaderContextValue | null>(null);

export function useReader(): ReaderContextValue {
  const value = useContext(ReaderContext);
  if (!value) throw new Error('Reader components need a ReaderContext.');
  return value;
}

/** Ids from the object live in the page with a prefix, so they never meet the page's own. */
export const domId = (id: string) => `s1000d-${id}`;

export const NO_VISIBILITY = EVERYTHING;
