import { s1000dFileName } from '../../csdb/file-names';
import { parseLanguage } from '../../csdb/object-key';
import type { BrexEngine } from '../brex-engine';
import type { BrexRules } from '../brex-model';
import type { BrexFinding } from '../finding';
import type { ObjectReport } from '../report';
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

/** A draft written as XML with what can be told without libxml2, waiting for its check. */
export type PreparedBrex = {
  fileName: string;
  /** Absent when the draft has problems: nothing is written. */
  xml?: string;
  problems: DraftProblem[];
  tailoring: TailoringProblem[];
  /** Rendered rule position → the draft's rule index. */
  order: number[];
};

/** The draft's problems, its XML and the parent's valueTailoring; the engine check is next. */
export function prepareBrex(draft: BrexDraft, parent?: BrexRules): PreparedBrex {
  const fileName = draftFileName(draft);
  const problems = validateBrexDraft(draft);
  if (problems.length) return { fileName, problems, tailoring: [], order: [] };
  return {
    fileName,
    xml: renderBrexModule(draft),
    problems,
    tailoring: parent ? checkTailoring(draft.rules, parent) : [],
    order: renderedRuleOrder(draft),
  };
}

/** How the new BREX is checked: against its issue's default BREX (and itself), values on. */
export const BUILD_CHECK = { selection: { mode: 'default' }, values: true } as const;

/**
 * The verdict on a prepared BREX from its check (BUILD_CHECK, by whichever engine ran it):
 * every objectPath libxml2 could not compile is a problem (s1kd-brexcheck would ignore the
 * rule), and every failing finding of the default BREX or the BREX itself stops it.
 */
export function judgeBrex(prepared: PreparedBrex, report: ObjectReport): BuiltBrex {
  const { fileName, xml, order, tailoring } = prepared;
  const problems = [...prepared.problems];
  if (xml === undefined) return { ok: false, fileName, problems, tailoring, findings: [] };
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

/**
 * Writes a draft as a BREX data module and checks it as it will be used: every problem of the
 * draft, the parent's valueTailoring (when the parent's rules are given), every objectPath
 * compiled by libxml2, and the new BREX checked against its issue's default BREX and itself.
 */
export function buildBrex(
  draft: BrexDraft,
  options: { engine: BrexEngine; defaultBrex: readonly NamedFile[]; parent?: BrexRules },
): BuiltBrex {
  const prepared = prepareBrex(draft, options.parent);
  if (prepared.xml === undefined)
    return judgeBrex(prepared, { object: '', status: 'checked', brex: [], errorCount: 0 });
  const report = options.engine.check(
    prepared.fileName,
    prepared.xml,
    memoryProvider([], options.defaultBrex),
    BUILD_CHECK,
  );
  return judgeBrex(prepared, report);
}
