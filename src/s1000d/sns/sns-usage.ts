import type { SnsMode } from '../brex/check-sns';
import { parseAnyCode } from '../codes/any-code';
import type { DmCode } from '../codes/dm-code';
import type { ObjectListing } from '../csdb/listing';
import { formatSns, matchSns } from './sns-match';
import type { SnsNode } from './sns-tree';

/** A node of the SNS with the data modules filed under it. */
export type SnsUsageNode = {
  code: string;
  title: string;
  /** The SNS down to this node, as a code writes it: "DA1", "DA1-1", "DA1-10", "DA1-10-00". */
  sns: string;
  level: number;
  /** Data modules whose SNS ends at this node. */
  keys: string[];
  /** This node's modules and all its descendants'. */
  total: number;
  children: SnsUsageNode[];
};

/** A data module whose SNS the rules do not have. */
export type SnsOutside = { key: string; code: string; title: string; sns: string; message: string };

export type SnsUsage = {
  tree: SnsUsageNode[];
  outside: SnsOutside[];
  /** Data modules counted (filed under a node or outside). */
  modules: number;
};

/** The data module code of a listing row: data modules and their extensions have one. */
export function dmCodeOfRow(row: Pick<ObjectListing, 'c' | 't'>): DmCode | undefined {
  if (row.t !== 'dm') return undefined;
  const parsed = parseAnyCode(row.c);
  if (!parsed.ok) return undefined;
  return parsed.value.kind === 'dmc' || parsed.value.kind === 'dme' ? parsed.value.code : undefined;
}

function usageTree(nodes: readonly SnsNode[], prefix: string, level: number): SnsUsageNode[] {
  return nodes.map((n) => {
    const sns = level === 0 ? n.code : level === 2 ? `${prefix}${n.code}` : `${prefix}-${n.code}`;
    return {
      code: n.code,
      title: n.title,
      sns,
      level,
      keys: [],
      total: 0,
      children: usageTree(n.children, sns, level + 1),
    };
  });
}

/**
 * Files each data module of a project under the SNS node its code reaches (s1kd-brexcheck's
 * SNS semantics in the given mode), counts modules per node (the node's own and its
 * subtree's), and lists the modules whose SNS the rules do not have.
 */
export function snsUsage(
  tree: readonly SnsNode[],
  rows: readonly Pick<ObjectListing, 'k' | 'c' | 't' | 'n'>[],
  mode: SnsMode = 'normal',
): SnsUsage {
  const usage: SnsUsage = { tree: usageTree(tree, '', 0), outside: [], modules: 0 };
  for (const row of rows) {
    const code = dmCodeOfRow(row);
    if (!code) continue;
    usage.modules += 1;
    const match = matchSns(tree, code, mode);
    if (!match.ok) {
      usage.outside.push({
        key: row.k,
        code: row.c,
        title: row.n,
        sns: formatSns(code),
        message: match.message,
      });
      continue;
    }
    let level = usage.tree;
    let node: SnsUsageNode | undefined;
    for (const matched of match.path) {
      node = level.find((n) => n.code === matched.code);
      if (!node) break;
      node.total += 1;
      level = node.children;
    }
    node?.keys.push(row.k);
  }
  return usage;
}

/**
 * The SNS a project's data modules use, read from their codes: for a project without SNS
 * rules, or to start the rules from what exists. A node is titled with the technical name of
 * the first module filed exactly there. Levels a code leaves at zero become nodes only where
 * the level has other codes too (DA1-00-00 beside DA1-10-00 needs subsystem 0), so every
 * module passes the normal SNS check against the result.
 */
export function observedSns(rows: readonly Pick<ObjectListing, 'c' | 't' | 'n'>[]): SnsNode[] {
  const roots: SnsNode[] = [];
  const ZEROS = ['', '0', '0', '00'];
  const child = (nodes: SnsNode[], code: string, title = '') => {
    let node = nodes.find((n) => n.code === code);
    if (!node) {
      node = { code, title, children: [] };
      nodes.push(node);
    }
    return node;
  };
  const ends: { node: SnsNode; depth: number }[] = [];
  for (const row of [...rows].sort((a, b) => a.c.localeCompare(b.c))) {
    const code = dmCodeOfRow(row);
    if (!code) continue;
    const levels = [code.systemCode, code.subSystemCode, code.subSubSystemCode, code.assyCode];
    let depth = 4;
    while (depth > 1 && /^0+$/.test(levels[depth - 1]!)) depth -= 1;
    let nodes = roots;
    let node: SnsNode | undefined;
    for (let i = 0; i < depth; i++) {
      node = child(nodes, levels[i]!);
      nodes = node.children;
    }
    if (!node) continue;
    if (!node.title) node.title = row.n.split(' - ')[0]!.trim();
    ends.push({ node, depth });
  }
  for (const { node, depth } of ends) {
    let at = node;
    for (let level = depth; level < 4 && at.children.length > 0; level++) {
      at = child(at.children, ZEROS[level]!, at.title);
    }
  }
  const sort = (nodes: SnsNode[]) => {
    nodes.sort((a, b) => a.code.localeCompare(b.code));
    nodes.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}
