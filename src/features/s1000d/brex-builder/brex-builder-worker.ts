/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { BrexDraft } from '../../../s1000d/brex/builder/brex-draft.ts';
import { draftFileName, prepareBrex } from '../../../s1000d/brex/builder/build-brex.ts';
import { renderBrexModule } from '../../../s1000d/brex/builder/render-brex.ts';
import { seedRulesFromSettings } from '../../../s1000d/brex/builder/seed-rules.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { readBrexFile } from '../common/read-brex-file.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { loadMaintainedSns } from '../../../s1000d/sns/maintained-sns.ts';

/**
 * The builder's own work off the page's thread (xmldom: workers have no DOMParser). Checks
 * with libxml2 go to the BREX check workers (checkInWorkers), as in BREX Tools.
 */
const api = {
  /** Rules s1kd-newdm -B seeds from the settings (parent-allowed values only), and the SNS. */
  async seed(settings: ProjectSettings, parent: NamedFile | null) {
    const rules = seedRulesFromSettings(settings, parent ? readBrexFile(parent) : undefined);
    const sns =
      settings.sns.kind === 'maintained' ? await loadMaintainedSns(settings.sns.id) : undefined;
    return { rules, sns };
  },

  /** The draft written as XML, its problems and the parent's valueTailoring (decision 181). */
  prepare(draft: BrexDraft, parent: NamedFile | null) {
    return prepareBrex(draft, parent ? readBrexFile(parent) : undefined);
  },

  /** A BREX of one rule of the draft alone, to test that rule against objects. */
  ruleBrex(draft: BrexDraft, index: number): NamedFile {
    const single: BrexDraft = { ...draft, rules: draft.rules.slice(index, index + 1) };
    single.notations = [];
    single.narrative = [];
    delete single.sns;
    return { name: draftFileName(single), bytes: renderBrexModule(single) };
  },
};

export type BrexBuilderApi = typeof api;

expose(api);
