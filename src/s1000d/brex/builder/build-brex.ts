import { s1000dFileName } from '../../csdb/file-names';
import { parseLanguage } from '../../csdb/object-key';
import type { BrexEngine } from '../brex-engine';
import type { BrexRules } from '../brex-model';
import type { BrexFinding } from '../finding';
import { findingsOf } from '../report-formats';
import { memoryProvider } from '../worker/check-files';
import type { NamedFile } from '../worker/protocol';
import type { BrexDraft } from './brex-draft';
import { renderBrexModule, renderedRuleOrder } from './render-brex';
import { checkTailoring, type TailoringProblem } from './tailoring';
import { validateBrexDraft, type DraftProblem } from './validate-draft';

export type BuiltBrex = {
  /** True when the BREX can be stored: no problem, no tailoring problem, no default BREX finding. */
  ok: boolean;
  fileName: string;
  xml?: string;
  problems: DraftProblem[];
  tailoring: TailoringProblem[];
  /** What the S1000D default BREX of its issue (and the BREX itself) say about the new BREX. */
  findings: BrexFinding[];
};

/** The S1000D file name of the BREX a draft writes. */
export function draftFileName(draft: BrexDraft): string {
  const language = parseLanguage(`${draft.languageIsoCode}-${draft.countryIsoCode}`);
  return s1000dFileName({
    kind: 'dm',
    code: draft.code,
    issueInfo: { issueNumber: draft.issueNumber, inWork: draft.inWork },
    ...(language ? { language } : {}),
  });
}

/**
 * Writes a draft as a BREX data module and checks it as it will be used: every problem of the
 * draft, the parent's valueTailoring (when the parent's rules are given), every objectPath
 * compiled by libxml2 (a path it cannot compile is a problem: s1kd-brexcheck would ignore
 * the rule), and the new BREX checked against its issue's default BREX and itself.
 */
export function buildBrex(
  draft: BrexDraft,
  options: { engine: BrexEngine; defaultBrex: readonly NamedFile[]; parent?: BrexRules },
): BuiltBrex {
  const fileName = draftFileName(draft);
  const problems = validateBrexDraft(draft);
  if (problems.length) return { ok: false, fileName, problems, tailoring: [], findings: [] };
  const xml = renderBrexModule(draft);
  const tailoring = options.parent ? checkTailoring(draft.rules, options.parent) : [];
  const report = options.engine.check(fileName, xml, memoryProvider([], options.defaultBrex), {
    selection: { mode: 'default' },
    values: true,
  });
  const order = renderedRuleOrder(draft);
  const own = report.brex.find((b) => b.brex === fileName);
  for (const x of own?.xpathErrors ?? []) {
    const rule = order[x.rule] ?? x.rule;
    problems.push({
      rule,
      message: `Rule ${rule + 1}: its object path is not XPath 1.0 that libxml2 can compile (s1kd-brexcheck would ignore the rule).`,
    });
  }
  const findings =
    report.status === 'checked'
      ? findingsOf(report).filter((f) => f.kind !== 'xpathError' || f.brex !== fileName)
      : findingsOf(report);
  const ok = problems.length === 0 && tailoring.length === 0 && !findings.some((f) => f.fail);
  return { ok, fileName, xml, problems, tailoring, findings };
}
