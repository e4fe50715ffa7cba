import type { SteRunSummary } from '../s1000d/ste/ste-runs.ts';

/** A kept STE run: its summary, its number in the project's history, when and by whom. */
export type StoredSteRun = SteRunSummary & {
  seq: number;
  at: Date | null;
  by: string;
  byName: string;
};

/** Settings the checker refuses: each problem in words; nothing was written. */
export class SteSettingsRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}
