import type { SnsMode } from '../brex/check-sns';
import type { SnsNode } from './sns-tree';

/** The four SNS segments of a data module code (or a catalog sequence number). */
export type SnsCodes = {
  systemCode: string;
  subSystemCode: string;
  subSubSystemCode: string;
  assyCode: string;
};

export type SnsMatch =
  /** path: the nodes matched, system first; deeper levels the rules leave out are not in it. */
  | { ok: true; path: SnsNode[] }
  | { ok: false; path: SnsNode[]; level: SnsLevelName; code: string; message: string };

export type SnsLevelName = 'system' | 'subsystem' | 'sub-subsystem' | 'assembly';

const LEVELS = [
  { attribute: 'systemCode', label: 'system', zeros: [] },
  { attribute: 'subSystemCode', label: 'subsystem', zeros: ['0'] },
  { attribute: 'subSubSystemCode', label: 'sub-subsystem', zeros: ['0'] },
  { attribute: 'assyCode', label: 'assembly', zeros: ['00', '0000'] },
] as const;

/** "DA1-10-00", as s1kd-brexcheck names an SNS. */
export const formatSns = (c: SnsCodes) =>
  `${c.systemCode}-${c.subSystemCode}${c.subSubSystemCode}-${c.assyCode}`;

/**
 * Walks a code's SNS down the tree with s1kd-brexcheck's SNS semantics: normal treats a level
 * the rules leave empty as code 0/00/0000, strict requires every level to be in the rules,
 * unstrict accepts anything under a level with no children.
 */
export function matchSns(tree: readonly SnsNode[], codes: SnsCodes, mode: SnsMode): SnsMatch {
  let nodes: readonly SnsNode[] = tree;
  const path: SnsNode[] = [];
  for (const [index, level] of LEVELS.entries()) {
    const code = codes[level.attribute];
    if (index > 0 && nodes.length === 0) {
      if (mode === 'unstrict') return { ok: true, path };
      if (mode === 'normal' && (level.zeros as readonly string[]).includes(code)) continue;
    }
    const match = nodes.find((n) => n.code === code);
    if (!match) {
      return {
        ok: false,
        path,
        level: level.label,
        code,
        message: `SNS ${formatSns(codes)}: ${level.label} code "${code}" is not in the SNS rules (${mode} check)`,
      };
    }
    path.push(match);
    nodes = match.children;
  }
  return { ok: true, path };
}
