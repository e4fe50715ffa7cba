import type { S1000dXml } from '../xml/load-xml';
import type { BrexRules } from './brex-model';
import { checkNotations } from './check-notations';
import { checkSns, type SnsMode } from './check-sns';
import { checkStructureRules } from './check-structure-rules';
import type { BrexFinding } from './finding';
import { readBrex } from './read-brex';
import type { SeverityLevels } from './severity';

export type BrexCheckOptions = {
  /** Check objectValue lists (default true: what authors expect, see decision 102). */
  values?: boolean;
  sns?: SnsMode;
  notations?: boolean;
  severityLevels?: SeverityLevels;
};

export type BrexReport = {
  object: string;
  brex: string[];
  findings: BrexFinding[];
  passed: boolean;
};

const rulesCache = new WeakMap<S1000dXml, BrexRules>();

/** Reads a BREX once per loaded document; rules are reused across every object checked. */
export function brexRulesOf(brex: S1000dXml): BrexRules {
  let rules = rulesCache.get(brex);
  if (!rules) {
    rules = readBrex(brex);
    rulesCache.set(brex, rules);
  }
  return rules;
}

/** Checks one object against the given BREX (already resolved; see resolve-brex). */
export function checkBrex(
  object: S1000dXml,
  brexDocs: readonly S1000dXml[],
  options: BrexCheckOptions = {},
): BrexReport {
  const brexList = brexDocs.map(brexRulesOf);
  const findings: BrexFinding[] = [];
  for (const brex of brexList) {
    findings.push(
      ...checkStructureRules(object, brex, {
        values: options.values ?? true,
        ...(options.severityLevels ? { severityLevels: options.severityLevels } : {}),
      }),
    );
  }
  if (options.sns) findings.push(...checkSns(object, brexList, options.sns));
  if (options.notations) findings.push(...checkNotations(object, brexList));
  return {
    object: object.fileName,
    brex: brexList.map((b) => b.fileName),
    findings,
    passed: !findings.some((f) => f.fail),
  };
}
