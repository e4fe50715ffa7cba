import type { S1000dXml } from '../xml/load-xml';
import { identOf } from '../refs/object-ident';
import { descendant } from '../xml/dom-query';
import type { BrexRules, SnsNode } from './brex-model';
import type { BrexFinding } from './finding';
import { nodePath } from './node-path';

export const SNS_MODES = ['normal', 'strict', 'unstrict'] as const;
/** normal: an omitted optional level means code 0/00/0000; strict: nothing may be omitted;
 * unstrict: any code is accepted under an omitted level (s1kd-brexcheck -S, -St, -Su). */
export type SnsMode = (typeof SNS_MODES)[number];

const LEVELS = [
  { attribute: 'systemCode', label: 'system', zero: '' },
  { attribute: 'subSystemCode', label: 'subsystem', zero: '0' },
  { attribute: 'subSubSystemCode', label: 'sub-subsystem', zero: '0' },
  { attribute: 'assyCode', label: 'assembly', zero: '00' },
] as const;

/** Checks the SNS of a data module code against the combined snsRules of all the BREX. */
export function checkSns(
  object: S1000dXml,
  brexList: readonly BrexRules[],
  mode: SnsMode,
): BrexFinding[] {
  const withSns = brexList.filter((b) => b.sns);
  const dmCode = identOf(object)?.dmCode;
  if (withSns.length === 0 || !dmCode || object.type === 'dataUpdateFile') return [];
  let nodes: SnsNode[] = withSns.flatMap((b) => b.sns ?? []);
  const codeElement = descendant(object.document.documentElement, ['dmCode']);
  const line = codeElement ? object.lines.lineOf(codeElement) : undefined;
  const sns = `${dmCode.systemCode}-${dmCode.subSystemCode}${dmCode.subSubSystemCode}-${dmCode.assyCode}`;
  for (const [index, level] of LEVELS.entries()) {
    const code = dmCode[level.attribute];
    if (index > 0 && nodes.length === 0) {
      if (mode === 'unstrict') return [];
      const zero = level.attribute === 'assyCode' ? ['00', '0000'] : [level.zero];
      if (mode === 'normal' && zero.includes(code)) continue;
    }
    const match = nodes.find((n) => n.code === code);
    if (!match) {
      return [
        {
          kind: 'sns',
          object: object.fileName,
          brex: withSns.map((b) => b.fileName).join(', '),
          fail: true,
          value: sns,
          ...(line ? { line } : {}),
          ...(codeElement ? { path: `${nodePath(codeElement)}/@${level.attribute}` } : {}),
          message: `SNS ${sns}: ${level.label} code "${code}" is not in the SNS rules (${mode} check)`,
        },
      ];
    }
    nodes = match.children;
  }
  return [];
}
