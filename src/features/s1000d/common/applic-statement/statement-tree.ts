import type {
  ApplicAssert,
  ApplicGroup,
  ApplicNode,
} from '../../../../s1000d/applic/applic-statement.ts';

/** Where a node sits: child indexes from the root group. */
export type NodePath = readonly number[];

export const emptyAssert = (): ApplicAssert => ({
  kind: 'assert',
  ident: '',
  type: 'prodattr',
  values: '',
});

/** The builder always edits a root group; a root of one term is that term alone. */
export const newRoot = (): ApplicGroup => ({
  kind: 'group',
  andOr: 'and',
  children: [emptyAssert()],
});

export function statementOf(root: ApplicGroup): ApplicNode {
  return root.children.length === 1 ? root.children[0]! : root;
}

/** A copy of the tree with the node at the path replaced (or removed, with null). */
export function replaceAt(root: ApplicGroup, path: NodePath, node: ApplicNode | null): ApplicGroup {
  const [head, ...rest] = path;
  if (head === undefined) return node?.kind === 'group' ? node : root;
  const children = root.children.flatMap((child, i) => {
    if (i !== head) return [child];
    if (rest.length === 0) return node ? [node] : [];
    return child.kind === 'group' ? [replaceAt(child, rest, node)] : [child];
  });
  return { ...root, children };
}

export function nodeAt(root: ApplicGroup, path: NodePath): ApplicNode | undefined {
  let node: ApplicNode | undefined = root;
  for (const i of path) node = node?.kind === 'group' ? node.children[i] : undefined;
  return node;
}

/** Adds a term (an assert, or a nested group holding one) at the end of the group at the path. */
export function addTo(root: ApplicGroup, path: NodePath, kind: 'assert' | 'group'): ApplicGroup {
  const group = nodeAt(root, path);
  if (group?.kind !== 'group') return root;
  const term: ApplicNode =
    kind === 'assert'
      ? emptyAssert()
      : {
          kind: 'group',
          andOr: group.andOr === 'and' ? 'or' : 'and',
          children: [emptyAssert(), emptyAssert()],
        };
  const grown: ApplicGroup = { ...group, children: [...group.children, term] };
  return path.length === 0 ? grown : replaceAt(root, path, grown);
}

/** Toggles one value in an assert's set (a|b|c), keeping the order of the enumeration. */
export function toggleValue(values: string, value: string, order: readonly string[]): string {
  const set = new Set(values.split('|').filter(Boolean));
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return [...order.filter((v) => set.has(v)), ...[...set].filter((v) => !order.includes(v))].join(
    '|',
  );
}
