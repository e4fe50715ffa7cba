import type { Brdp, BrdpDecision } from '../s1000d/brdp/brdp-model.ts';

export type { Brdp, BrdpDecision };

/** A project's BRDP index as stored: the current import and every BRDP it holds (decision 803). */
export type StoredBrdpIndex = {
  generation: number;
  count: number;
  /** The spreadsheet it came from, and its sheet. */
  source: string;
  sheet: string;
  importedAt: Date | null;
  importedBy: string;
  brdps: Brdp[];
};

/** A decision as stored: the engine's decision, with who saved it last and when. */
export type StoredBrdpDecision = BrdpDecision & { updatedAt: Date | null; updatedBy: string };

/** Rows a part of the index holds; the rules allow 250. */
export const BRDP_PART_ROWS = 250;
