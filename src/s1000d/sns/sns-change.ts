import { newBrexIssue } from '../brex-write/add-brex-rules';
import type { ObjectListing } from '../csdb/listing';
import type { XmlParser } from '../xml/xml-parser';
import { nodeAt, snsCodeProblem, SNS_LEVEL_NAMES, updateSnsNode, type SnsPath } from './sns-edit';
import { readBrexSns, setBrexSns } from './sns-in-brex';
import type { SnsNode } from './sns-tree';
import { snsUsage, type SnsUsageNode } from './sns-usage';

/** Retitle or renumber one node, named by its SNS as a code writes it ("DA1-10"). */
export type SnsChange =
  { kind: 'retitle'; sns: string; title: string } | { kind: 'renumber'; sns: string; code: string };

/** A data module filed under the node: it carries the node's SNS in its code. */
export type SnsCarrier = { key: string; code: string; title: string };

export type SnsChangeResult =
  | { ok: true; tree: SnsNode[]; summary: string; carriers: SnsCarrier[] }
  | { ok: false; message: string; carriers: SnsCarrier[] };

/** "DA1", "DA1-1", "DA1-10", "DA1-10-00": how a code writes the SNS down to each level. */
const snsOf = (prefix: string, code: string, level: number) =>
  level === 0 ? code : level === 2 ? `${prefix}${code}` : `${prefix}-${code}`;

function pathOf(tree: readonly SnsNode[], sns: string): number[] | undefined {
  const walk = (nodes: readonly SnsNode[], prefix: string, level: number): number[] | undefined => {
    for (const [i, node] of nodes.entries()) {
      const here = snsOf(prefix, node.code, level);
      if (here === sns) return [i];
      if (sns.startsWith(here)) {
        const below = walk(node.children, here, level + 1);
        if (below) return [i, ...below];
      }
    }
    return undefined;
  };
  return walk(tree, '', 0);
}

function carriersOf(
  tree: readonly SnsNode[],
  sns: string,
  rows: readonly Pick<ObjectListing, 'k' | 'c' | 't' | 'n'>[],
): SnsCarrier[] {
  const find = (nodes: readonly SnsUsageNode[]): SnsUsageNode | undefined =>
    nodes.find((n) => n.sns === sns) ?? nodes.map((n) => find(n.children)).find(Boolean);
  const node = find(snsUsage(tree, rows, 'normal').tree);
  const keys = new Set<string>();
  const collect = (n: SnsUsageNode) => {
    n.keys.forEach((k) => keys.add(k));
    n.children.forEach(collect);
  };
  if (node) collect(node);
  return rows
    .filter((r) => keys.has(r.k))
    .map((r) => ({ key: r.k, code: r.c, title: r.n }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

const modules = (n: number) => `${n} data module${n === 1 ? '' : 's'}`;

/**
 * One change to an SNS. A new title must not be empty; a new code must be valid at its
 * level and not already used by a sibling (a clash is refused, naming the node that holds
 * it). Either way the data modules that carry the old SNS are listed: renumbering leaves
 * them outside the SNS until their codes change, as s1kd-mvref leaves references to move.
 */
export function changeSns(
  tree: readonly SnsNode[],
  change: SnsChange,
  rows: readonly Pick<ObjectListing, 'k' | 'c' | 't' | 'n'>[],
): SnsChangeResult {
  const path = pathOf(tree, change.sns);
  const node = path && nodeAt(tree, path);
  if (!path || !node)
    return { ok: false, message: `${change.sns} is not in the SNS.`, carriers: [] };
  const carriers = carriersOf(tree, change.sns, rows);
  const level = path.length - 1;
  const name = `${SNS_LEVEL_NAMES[level]} ${change.sns}`;
  if (change.kind === 'retitle') {
    const title = change.title.trim();
    if (!title) return { ok: false, message: `${name} needs a title.`, carriers };
    if (title.length > 200)
      return { ok: false, message: 'An SNS title has at most 200 characters.', carriers };
    if (title === node.title)
      return { ok: false, message: `${name} is already titled "${title}".`, carriers };
    return {
      ok: true,
      tree: updateSnsNode(tree, path as SnsPath, { title }),
      summary: `${name} retitled "${title}" (was "${node.title}").`,
      carriers,
    };
  }
  const code = change.code.trim().toUpperCase();
  const problem = snsCodeProblem(code, level);
  if (problem) return { ok: false, message: problem, carriers };
  const parentSns = change.sns.slice(0, change.sns.length - node.code.length).replace(/-$/, '');
  const to = snsOf(parentSns, code, level);
  if (code === node.code)
    return { ok: false, message: `${name} already has the code ${code}.`, carriers };
  const siblings = path.length === 1 ? tree : nodeAt(tree, path.slice(0, -1))!.children;
  const clash = siblings.find((s) => s.code === code);
  if (clash)
    return {
      ok: false,
      message: `${to} is already in the SNS ("${clash.title}"): choose another code. ${modules(carriers.length)} carry ${change.sns}.`,
      carriers,
    };
  return {
    ok: true,
    tree: updateSnsNode(tree, path as SnsPath, { code }),
    summary: `${name} renumbered ${to}. ${modules(carriers.length)} still carry ${change.sns}: change their codes to file them under ${to}.`,
    carriers,
  };
}

/** The project BREX's next in-work issue with the change made in its snsRules. */
export function changeBrexSns(
  brex: Uint8Array,
  change: SnsChange,
  rows: readonly Pick<ObjectListing, 'k' | 'c' | 't' | 'n'>[],
  options: { parser: XmlParser; date?: string },
) {
  const tree = readBrexSns(new TextDecoder().decode(brex), options.parser);
  if (!tree)
    return {
      ok: false as const,
      message: 'The project BREX has no snsRules: build the SNS in the SNS Builder first.',
      carriers: [],
    };
  const changed = changeSns(tree, change, rows);
  if (!changed.ok) return changed;
  const made = newBrexIssue(brex, (b) => setBrexSns(b, changed.tree, options.parser), {
    parser: options.parser,
    reason: changed.summary,
    ...(options.date ? { date: options.date } : {}),
  });
  return { ...changed, fileName: made.fileName, bytes: made.bytes };
}
