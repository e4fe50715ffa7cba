/// <reference lib="webworker" />
import { expose } from 'comlink';
import { mergeReportText } from '../../../../s1000d/planning/dmrl-merge.ts';
import { mergeDmlFiles, type DmlFile } from '../../../../s1000d/planning/merge-dml-files.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

/** The DMRL merge off the page's thread: reading the lists, merging, the report text. */
const api = {
  merge(files: DmlFile[], date: string) {
    const merged = mergeDmlFiles(files, { date, parser: xmldomParser });
    return merged.ok ? { ...merged, report: mergeReportText(merged.result) } : merged;
  },
};

export type DmrlMergeWorkerApi = typeof api;
expose(api);
