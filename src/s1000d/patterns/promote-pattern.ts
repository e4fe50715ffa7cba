import { formatDmCode } from '../codes/dm-code';
import { addBrexRules, newBrexIssue } from '../brex-write/add-brex-rules';
import type { ProjectSettings } from '../csdb/project-settings';
import { newProjectBrex } from '../sns/new-project-brex';
import type { XmlParser } from '../xml/xml-parser';
import type { IssuePattern } from './issue-pattern';
import { patternRuleXml } from './pattern-rule';

export type PromotedPattern = {
  fileName: string;
  bytes: Uint8Array;
  /** Set when a new project BREX was made: the code the project's settings should name. */
  newBrexCode?: string;
};

/**
 * A pattern made a BREX rule: the next in-work issue of the project BREX with the rule added
 * (its reason for update names the pattern), or, when the project has no BREX of its own, a
 * new project BREX layered on its issue's default BREX holding the rule.
 */
export function promotePattern(
  pattern: IssuePattern,
  target: { brex?: Uint8Array; settings: ProjectSettings; date: string; parser: XmlParser },
): PromotedPattern {
  const rule = patternRuleXml(pattern);
  const add = (b: Uint8Array) => addBrexRules(b, rule, target.parser);
  if (target.brex) {
    const made = newBrexIssue(target.brex, add, {
      parser: target.parser,
      reason: `Issue pattern "${pattern.name}" made a rule.`,
      date: target.date,
    });
    return { fileName: made.fileName, bytes: made.bytes };
  }
  const made = newProjectBrex(target.settings, [], {
    date: target.date,
    title: target.settings.modelIdentCodes[0] ?? 'Project',
  });
  return {
    fileName: made.fileName,
    bytes: add(made.bytes).bytes,
    newBrexCode: formatDmCode(made.code),
  };
}
