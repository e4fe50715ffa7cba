import type { SteModuleResult } from './ste-data-module';
import { STE_RULE_IDS, type SteRuleId } from './ste-rules';

/** What a run over a project keeps for the trend: counts, not the findings themselves. */
export type SteRunSummary = {
  modules: number;
  sentences: number;
  words: number;
  errors: number;
  warnings: number;
  infos: number;
  byRule: Record<SteRuleId, number>;
};

export function summarizeSteRun(results: readonly SteModuleResult[]): SteRunSummary {
  const byRule = Object.fromEntries(STE_RULE_IDS.map((id) => [id, 0])) as Record<SteRuleId, number>;
  const summary: SteRunSummary = {
    modules: results.length,
    sentences: 0,
    words: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    byRule,
  };
  for (const r of results) {
    summary.sentences += r.sentences;
    summary.words += r.words;
    for (const f of r.findings) {
      byRule[f.rule]++;
      if (f.severity === 'error') summary.errors++;
      else if (f.severity === 'warning') summary.warnings++;
      else summary.infos++;
    }
  }
  return summary;
}

/** Findings per 100 sentences: a trend that does not grow just because the project does. */
export const findingsPer100Sentences = (s: SteRunSummary) =>
  s.sentences ? ((s.errors + s.warnings + s.infos) * 100) / s.sentences : 0;
