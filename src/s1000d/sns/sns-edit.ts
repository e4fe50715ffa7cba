import type { SnsNode } from './sns-tree';

/** Where a node is: its index at each level, system first. */
export type SnsPath = readonly number[];

export const SNS_LEVEL_NAMES = ['System', 'Subsystem', 'Sub-subsystem', 'Assembly'] as const;

const PATTERNS = [
  { pattern: /^[A-Z0-9]{2,3}$/, hint: '2 or 3 capital letters or digits' },
  { pattern: /^[A-Z0-9]$/, hint: '1 capital letter or digit' },
  { pattern: /^[A-Z0-9]$/, hint: '1 capital letter or digit' },
  { pattern: /^([A-Z0-9]{2}|[A-Z0-9]{4})$/, hint: '2 or 4 capital letters or digits' },
];

export type SnsProblem = { path: number[]; message: string };

/** The problem with one code at a level, or undefined when it is a valid SNS code there. */
export function snsCodeProblem(code: string, level: number): string | undefined {
  const spec = PATTERNS[level];
  if (!spec) return 'An SNS has four levels: system, subsystem, sub-subsystem and assembly.';
  if (!spec.pattern.test(code))
    return `${SNS_LEVEL_NAMES[level]} code "${code}" must be ${spec.hint}.`;
  if (level === 0 && code.length === 3 && !/^[A-HJT-Z0-9]/.test(code)) {
    return `System code "${code}": a 3-character system code starts with a material item category (A-H, J, T-Z, 0-9).`;
  }
  return undefined;
}

/** Every problem of a tree: codes, empty titles, and codes used twice among siblings. */
export function validateSnsTree(tree: readonly SnsNode[]): SnsProblem[] {
  const problems: SnsProblem[] = [];
  const walk = (nodes: readonly SnsNode[], path: number[]) => {
    const seen = new Map<string, number>();
    nodes.forEach((node, i) => {
      const here = [...path, i];
      const level = path.length;
      const label = `${SNS_LEVEL_NAMES[level] ?? 'Node'} ${node.code}`;
      const codeProblem = snsCodeProblem(node.code, level);
      if (codeProblem) problems.push({ path: here, message: codeProblem });
      if (!node.title.trim()) problems.push({ path: here, message: `${label} has no title.` });
      if (seen.has(node.code))
        problems.push({ path: here, message: `${label} is used twice at this level.` });
      seen.set(node.code, i);
      walk(node.children, here);
    });
  };
  walk(tree, []);
  return problems;
}

export function nodeAt(tree: readonly SnsNode[], path: SnsPath): SnsNode | undefined {
  let nodes = tree;
  let node: SnsNode | undefined;
  for (const i of path) {
    node = nodes[i];
    if (!node) return undefined;
    nodes = node.children;
  }
  return node;
}

/** A copy of the tree with the sibling list that holds `path` replaced by `change(list)`. */
function withSiblings(
  tree: readonly SnsNode[],
  parentPath: SnsPath,
  change: (siblings: SnsNode[]) => SnsNode[],
): SnsNode[] {
  if (parentPath.length === 0) return change([...tree]);
  const [first, ...rest] = parentPath;
  return tree.map((node, i) =>
    i === first ? { ...node, children: withSiblings(node.children, rest, change) } : node,
  );
}

/** Adds a node as the last child of `parentPath` ([] = a new system). */
export function addSnsNode(tree: readonly SnsNode[], parentPath: SnsPath, node: SnsNode) {
  if (parentPath.length >= 4) throw new Error('An assembly has no children in an SNS.');
  return withSiblings(tree, parentPath, (siblings) => [...siblings, node]);
}

export function updateSnsNode(
  tree: readonly SnsNode[],
  path: SnsPath,
  change: Partial<Pick<SnsNode, 'code' | 'title'>>,
) {
  const index = path[path.length - 1]!;
  return withSiblings(tree, path.slice(0, -1), (siblings) =>
    siblings.map((n, i) => (i === index ? { ...n, ...change } : n)),
  );
}

export function removeSnsNode(tree: readonly SnsNode[], path: SnsPath) {
  const index = path[path.length - 1]!;
  return withSiblings(tree, path.slice(0, -1), (siblings) =>
    siblings.filter((_, i) => i !== index),
  );
}

/** Moves a node up (-1) or down (+1) among its siblings. */
export function moveSnsNode(tree: readonly SnsNode[], path: SnsPath, by: -1 | 1) {
  const index = path[path.length - 1]!;
  return withSiblings(tree, path.slice(0, -1), (siblings) => {
    const to = index + by;
    if (to < 0 || to >= siblings.length) return siblings;
    const moved = [...siblings];
    [moved[index], moved[to]] = [moved[to]!, moved[index]!];
    return moved;
  });
}

/** Sorts every level by code, as the specification lists an SNS. */
export function sortSnsTree(tree: readonly SnsNode[]): SnsNode[] {
  return [...tree]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((n) => ({ ...n, children: sortSnsTree(n.children) }));
}

export function countSnsNodes(tree: readonly SnsNode[]): number {
  return tree.reduce((sum, n) => sum + 1 + countSnsNodes(n.children), 0);
}
