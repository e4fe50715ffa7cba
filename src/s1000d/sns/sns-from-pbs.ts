import { snsCodeProblem } from './sns-edit';
import type { SnsNode } from './sns-tree';

/** What the SNS builder needs of a PBS item (a product breakdown is stored flat). */
export type PbsItemForSns = {
  id: string;
  parentId: string | null;
  order: number;
  name: string;
  snsCode: string;
};

export type SnsFromPbs = { tree: SnsNode[]; skipped: { name: string; reason: string }[] };

/** "DA1-10-00" → its four levels; trailing levels at zero are left out (the whole system, subsystem …). */
export function snsLevelsOf(snsCode: string): string[] | undefined {
  const m = /^([A-Z0-9]{2,3})(?:-([A-Z0-9])([A-Z0-9]))?(?:-([A-Z0-9]{2}(?:-?[A-Z0-9]{2})?))?$/.exec(
    snsCode.trim().toUpperCase(),
  );
  if (!m) return undefined;
  const levels = [m[1]!, m[2] ?? '0', m[3] ?? '0', (m[4] ?? '00').replace('-', '')];
  let depth = 4;
  while (depth > 1 && /^0+$/.test(levels[depth - 1]!)) depth -= 1;
  return levels.slice(0, depth);
}

/**
 * Builds an SNS from a product breakdown: each item with an SNS code titles the node its
 * code names (DA1 the system, DA1-10 subsystem 1, DA1-11 its sub-subsystem 1, DA1-10-01 an
 * assembly). Items are taken in breakdown order, parents first. Nodes a code passes through
 * that no item names keep an empty title for the author to fill in. Items without an SNS
 * code, with one that is not an SNS code, or naming a node another item already named, are
 * listed as skipped.
 */
export function snsFromPbs(items: readonly PbsItemForSns[]): SnsFromPbs {
  const children = new Map<string | null, PbsItemForSns[]>();
  for (const item of items) {
    const list = children.get(item.parentId) ?? [];
    list.push(item);
    children.set(item.parentId, list);
  }
  const ordered: PbsItemForSns[] = [];
  const walk = (parent: string | null) => {
    for (const item of [...(children.get(parent) ?? [])].sort((a, b) => a.order - b.order)) {
      ordered.push(item);
      walk(item.id);
    }
  };
  walk(null);
  const result: SnsFromPbs = { tree: [], skipped: [] };
  const named = new Map<SnsNode, string>();
  for (const item of ordered) {
    if (!item.snsCode.trim()) {
      result.skipped.push({ name: item.name, reason: 'no SNS code' });
      continue;
    }
    const levels = snsLevelsOf(item.snsCode);
    const problem = levels?.map((c, i) => snsCodeProblem(c, i)).find(Boolean);
    if (!levels || problem) {
      result.skipped.push({
        name: item.name,
        reason: problem ?? `"${item.snsCode}" is not an SNS code (DA1, DA1-10, DA1-10-01)`,
      });
      continue;
    }
    let nodes = result.tree;
    let node: SnsNode | undefined;
    for (const code of levels) {
      node = nodes.find((n) => n.code === code);
      if (!node) {
        node = { code, title: '', children: [] };
        nodes.push(node);
      }
      nodes = node.children;
    }
    const owner = named.get(node!);
    if (owner) {
      result.skipped.push({ name: item.name, reason: `same SNS ${item.snsCode} as ${owner}` });
      continue;
    }
    node!.title = item.name.trim();
    named.set(node!, item.name.trim());
  }
  return result;
}
