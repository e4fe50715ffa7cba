import type { DmCode } from '../codes/dm-code';

/** One SNS level: system, subsystem, sub-subsystem or assembly. */
export type SnsNode = { code: string; title: string; children: SnsNode[] };

export const SNS_LEVELS = ['system', 'subsystem', 'subSubsystem', 'assembly'] as const;

const CODE_PATTERNS = [
  /^[A-Z0-9]{2,3}$/,
  /^[A-Z0-9]$/,
  /^[A-Z0-9]$/,
  /^([A-Z0-9]{2}|[A-Z0-9]{4})$/,
];

/**
 * Reads the indented text form ("21 Environmental control", " 1 Compression", one space of
 * indent per level) into a tree; throws with the line number on a malformed line.
 */
export function parseSnsText(text: string): SnsNode[] {
  const roots: SnsNode[] = [];
  const path: SnsNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const m = /^( *)(\S+) (.+)$/.exec(line);
    const depth = m?.[1]!.length ?? -1;
    if (!m || depth > path.length || depth > 3 || !CODE_PATTERNS[depth]!.test(m[2]!)) {
      throw new Error(
        `SNS line ${index + 1} is not "<indent><code> <title>" at a known level: "${line}"`,
      );
    }
    const node: SnsNode = { code: m[2]!, title: m[3]!.trim(), children: [] };
    path.length = depth;
    (depth === 0 ? roots : path[depth - 1]!.children).push(node);
    path.push(node);
  });
  return roots;
}

/** The titles along a data module code's SNS, system first (as far as the SNS defines it). */
export function snsTitles(
  tree: readonly SnsNode[],
  code: Pick<DmCode, 'systemCode' | 'subSystemCode' | 'subSubSystemCode' | 'assyCode'>,
): string[] {
  const titles: string[] = [];
  let level: readonly SnsNode[] = tree;
  for (const segment of [
    code.systemCode,
    code.subSystemCode,
    code.subSubSystemCode,
    code.assyCode,
  ]) {
    const node = level.find((n) => n.code === segment);
    if (!node) break;
    titles.push(node.title);
    level = node.children;
  }
  return titles;
}

const ELEMENTS = ['snsSystem', 'snsSubSystem', 'snsSubSubSystem', 'snsAssy'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tree as BREX snsRules (Issue 4.0 and later markup), ready to go inside <brex>. */
export function renderSnsRules(tree: readonly SnsNode[], indent = '  '): string {
  const lines = ['<snsRules>', `${indent}<snsDescr>`];
  const walk = (nodes: readonly SnsNode[], depth: number) => {
    const pad = indent.repeat(depth + 2);
    for (const node of nodes) {
      const el = ELEMENTS[depth]!;
      lines.push(`${pad}<${el}>`);
      lines.push(`${pad}${indent}<snsCode>${escape(node.code)}</snsCode>`);
      lines.push(`${pad}${indent}<snsTitle>${escape(node.title)}</snsTitle>`);
      walk(node.children, depth + 1);
      lines.push(`${pad}</${el}>`);
    }
  };
  walk(tree, 0);
  lines.push(`${indent}</snsDescr>`, '</snsRules>');
  return lines.join('\n');
}

/** The tree back in its indented text form. */
export function formatSnsText(tree: readonly SnsNode[]): string {
  const lines: string[] = [];
  const walk = (nodes: readonly SnsNode[], depth: number) => {
    for (const n of nodes) {
      lines.push(`${' '.repeat(depth)}${n.code} ${n.title}`);
      walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return `${lines.join('\n')}\n`;
}
