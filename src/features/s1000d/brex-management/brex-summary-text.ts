import type { BrexSummary } from '../../../s1000d/brex/brex-summary.ts';

/** What a BREX holds, in the words the BREX tables show. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function ruleCounts(s: BrexSummary): string[] {
  const c = s.counts;
  return [
    `${plural(c.structureRules, 'structure rule')} (must not exist ${c.mustNotExist}, must exist ${c.mustExist}, values only ${c.valuesOnly})`,
    `${c.values} values in ${c.rulesWithValues} rules`,
    `${c.snsEntries} SNS entries, ${plural(c.notationRules, 'notation rule')}, ${plural(c.narrativeRules, 'narrative rule')}`,
  ];
}

export function severityText(s: BrexSummary): string {
  const levels = Object.entries(s.severities).map(([level, n]) => `${level}: ${n}`);
  if (levels.length === 0) return 'None';
  return levels.join(', ') + (s.defaultSeverity ? ` (default ${s.defaultSeverity})` : '');
}
