/// <reference lib="webworker" />
import { expose } from 'comlink';
import { newBrexIssue } from '../../../../s1000d/brex-write/add-brex-rules.ts';
import { formatDmCode } from '../../../../s1000d/codes/dm-code.ts';
import type { ProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import { loadMaintainedSns, type MaintainedSnsId } from '../../../../s1000d/sns/maintained-sns.ts';
import { newProjectBrex } from '../../../../s1000d/sns/new-project-brex.ts';
import { snsToCsv } from '../../../../s1000d/sns/sns-csv.ts';
import { snsFromPbs, type PbsItemForSns } from '../../../../s1000d/sns/sns-from-pbs.ts';
import { setBrexSns } from '../../../../s1000d/sns/sns-in-brex.ts';
import { renderSnsRules, type SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

/** A BREX holding the SNS; code when it is a new project BREX the settings should name. */
export type AppliedSns = { fileName: string; bytes: Uint8Array; code?: string };

/** The SNS builder's engine off the page's thread: loading, exports and writing the BREX. */
const api = {
  maintained: (id: MaintainedSnsId) => loadMaintainedSns(id),
  fromPbs: (items: PbsItemForSns[]) => snsFromPbs(items),
  csv: (tree: SnsNode[]) => snsToCsv(tree),
  snsRules: (tree: SnsNode[]) => renderSnsRules(tree),

  /**
   * The project BREX holding the SNS: its next in-work issue with the snsRules replaced, or,
   * when the project has no BREX of its own, a new one layered on the default BREX.
   */
  apply(
    tree: SnsNode[],
    settings: ProjectSettings,
    brex: Uint8Array | undefined,
    date: string,
  ): AppliedSns {
    if (brex) {
      const made = newBrexIssue(brex, (b) => setBrexSns(b, tree, xmldomParser), {
        parser: xmldomParser,
        reason: 'SNS rules written by the SNS Builder.',
        date,
      });
      return { fileName: made.fileName, bytes: made.bytes };
    }
    const made = newProjectBrex(settings, tree, { date });
    return {
      fileName: made.fileName,
      bytes: made.bytes,
      code: formatDmCode(made.code),
    };
  },
};

export type SnsBuilderWorkerApi = typeof api;
expose(api);
