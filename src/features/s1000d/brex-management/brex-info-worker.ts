/// <reference lib="webworker" />
import { expose } from 'comlink';
import { diffBrex, summarizeBrex } from '../../../s1000d/brex/brex-summary.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { readBrexFile } from '../common/read-brex-file.ts';

/** BREX summaries and diffs off the page's thread (workers have no DOMParser: xmldom). */
const api = {
  /** What each BREX holds; a file that is not a readable BREX gets its message instead. */
  summarize(files: NamedFile[]) {
    return files.map((file) => {
      try {
        return { name: file.name, summary: summarizeBrex(readBrexFile(file)) };
      } catch (error) {
        return { name: file.name, error: (error as Error).message };
      }
    });
  },
  /** What changed from one BREX issue to another. */
  diff(before: NamedFile, after: NamedFile) {
    return diffBrex(readBrexFile(before), readBrexFile(after));
  },
};

export type BrexInfoApi = typeof api;

expose(api);
