/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { SnsMode } from '../../../s1000d/brex/check-sns.ts';
import type { ProjectForCodes } from '../../../s1000d/codes/project-code-rules.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { projectSnsRules } from '../../../s1000d/sns/project-sns.ts';
import { changeBrexSns, type SnsChange } from '../../../s1000d/sns/sns-change.ts';
import { observedSns, snsUsage } from '../../../s1000d/sns/sns-usage.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** The SNS a project follows and its modules filed under it, off the page's thread. */
const api = {
  async usage(project: ProjectForCodes | undefined, rows: ObjectListing[], mode?: SnsMode) {
    const rules = project
      ? await projectSnsRules(project.settings, project.brexText, xmldomParser)
      : undefined;
    if (!rules)
      return {
        name: undefined,
        source: undefined,
        usage: snsUsage(observedSns(rows), rows, 'normal'),
      };
    return {
      name: rules.name,
      source: rules.source,
      usage: snsUsage(rules.tree, rows, mode ?? rules.mode),
    };
  },

  /** A retitled or renumbered node, as the project BREX's next in-work issue. */
  change(brex: Uint8Array, change: SnsChange, rows: ObjectListing[], date: string) {
    return changeBrexSns(brex, change, rows, { parser: xmldomParser, date });
  },
};

export type SnsWorkerApi = typeof api;
expose(api);
