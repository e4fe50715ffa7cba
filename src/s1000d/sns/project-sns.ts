import type { SnsMode } from '../brex/check-sns';
import type { ProjectSettings } from '../csdb/project-settings';
import type { XmlParser } from '../xml/xml-parser';
import { loadMaintainedSns, MAINTAINED_SNS } from './maintained-sns';
import { readBrexSns } from './sns-in-brex';
import type { SnsNode } from './sns-tree';

/** The SNS a project follows, ready to check codes against: its tree, check mode and name. */
export type ProjectSnsRules = {
  tree: SnsNode[];
  mode: SnsMode;
  name: string;
  source: 'maintained' | 'project';
};

/**
 * The project's SNS from its settings: one of the maintained SNS, or the snsRules of its
 * project BREX (whose text the caller gives). Undefined when the project has none, or its
 * BREX holds no snsRules.
 */
export async function projectSnsRules(
  settings: Pick<ProjectSettings, 'sns' | 'snsMode'>,
  projectBrexText: string | undefined,
  parser: XmlParser,
): Promise<ProjectSnsRules | undefined> {
  const mode = settings.snsMode ?? 'normal';
  if (settings.sns.kind === 'maintained') {
    const id = settings.sns.id;
    const name = MAINTAINED_SNS.find((s) => s.id === id)?.name ?? id;
    return {
      tree: await loadMaintainedSns(id),
      mode,
      name: `the maintained SNS "${name}"`,
      source: 'maintained',
    };
  }
  if (settings.sns.kind === 'project' && projectBrexText) {
    const tree = readBrexSns(projectBrexText, parser);
    return tree ? { tree, mode, name: 'the project SNS', source: 'project' } : undefined;
  }
  return undefined;
}
