import { createContext, useContext, type ReactNode } from 'react';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { Block, ModuleView } from '../../../../s1000d/reader/model.ts';
import type { SafeSvg } from '../../../../s1000d/reader/safe-svg.ts';
import { EVERYTHING, type Visibility } from '../../../../s1000d/reader/visibility.ts';
import type { ReaderStage } from './reader-stage.ts';

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

/**
 * What every block reads: the module and how it is shown. It changes only when the reader
 * changes the showing (product, change marks, search), so only then is the whole module
 * drawn again; a jump or a newly drawn chunk goes through the stage.
 */
export type ReaderContextValue = {
  view: ModuleView;
  visibility: Visibility;
  showChanges: boolean;
  /** Words to mark in the text (the current search). */
  search: string;
  /** How far the module is drawn and the id jumped to (highlighted until the next jump). */
  stage: ReaderStage;
  jumpTo: (id: string) => void;
  /** Renders nested blocks: the block components recurse through it, not by importing each other. */
  renderBlocks: (blocks: readonly Block[], depth: number) => ReactNode;
};

/**
 * What arrives from the project after the module is drawn (its rows, the product list):
 * apart, so that only the links, illustrations and applicability texts using it are drawn
 * again, not the whole module.
 */
export type ReaderProjectValue = {
  properties: readonly ApplicProperty[];
  refLink: (kind: 'dm' | 'pm', ref: string) => RefLink;
  loadIcn: (icn: string) => Promise<IcnDisplay>;
};

export const ReaderContext = createContext<ReaderContextValue | null>(null);
export const ReaderProjectContext = createContext<ReaderProjectValue | null>(null);

export function useReader(): ReaderContextValue {
  const value = useContext(ReaderContext);
  if (!value) throw new Error('Reader components need a ReaderContext.');
  return value;
}

export function useReaderProject(): ReaderProjectValue {
  const value = useContext(ReaderProjectContext);
  if (!value) throw new Error('Reader components need a ReaderProjectContext.');
  return value;
}

/** Ids from the object live in the page with a prefix, so they never meet the page's own. */
export const domId = (id: string) => `s1000d-${id}`;

export const NO_VISIBILITY = EVERYTHING;
