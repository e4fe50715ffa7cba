/// <reference lib="webworker" />
import { expose } from 'comlink';
import { toDmtypesText } from '../../../s1000d/csdb/defaults-files.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import {
  infoCodeBrexRules,
  infoCodeRows,
  projectInfoCodeProblem,
} from '../../../s1000d/ic/info-code-list.ts';

/** The information code list and its exports, off the page's thread. */
const api = {
  rows: (settings: ProjectSettings | undefined, rows: ObjectListing[]) =>
    infoCodeRows(settings, rows),
  problem: (code: string, name: string) => projectInfoCodeProblem(code, name),
  brexRules(settings: ProjectSettings | undefined, rows: ObjectListing[], projectName: string) {
    const used = infoCodeRows(settings, rows).filter(
      (r) => r.source === 'project' || r.modules > 0,
    );
    return infoCodeBrexRules(used, projectName);
  },
  dmtypes: (settings: ProjectSettings) => toDmtypesText(settings),
};

export type IcWorkerApi = typeof api;
expose(api);
