import type { FieldErrors } from '../../lib/field-errors.ts';
import {
  cleanItemFields,
  validateItemFields,
  type PbsItem,
  type PbsItemFields,
} from './pbs-item.ts';

export type TreeResult =
  { ok: true; items: PbsItem[] } | { ok: false; errors: FieldErrors<keyof PbsItemFields> };

/** Each parent's children in order; the key null holds the top level. */
export function childrenByParent(items: readonly PbsItem[]): Map<string | null, PbsItem[]> {
  const map = new Map<string | null, PbsItem[]>();
  for (const item of items) {
    const siblings = map.get(item.parentId);
    if (siblings) siblings.push(item);
    else map.set(item.parentId, [item]);
  }
  for (const siblings of map.values()) siblings.sort((a, b) => a.order - b.order);
  return map;
}

/** Replaces one parent's children with `ordered`, renumbering their order from 0. */
function withSiblings(items: readonly PbsItem[], parentId: string | null, ordered: PbsItem[]) {
  const placed = new Map(ordered.map((item, order) => [item.id, { ...item, parentId, order }]));
  return items.map((item) => placed.get(item.id) ?? item);
}

function siblingsOf(items: readonly PbsItem[], parentId: string | null): PbsItem[] {
  return childrenByParent(items).get(parentId) ?? [];
}

/** Adds an item under `parentId` at `index` (default: last); invalid fields change nothing. */
export function addItem(
  items: readonly PbsItem[],
  id: string,
  fields: PbsItemFields,
  parentId: string | null,
  index?: number,
): TreeResult {
  const errors = validateItemFields(fields, items, null);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (parentId !== null && !items.some((i) => i.id === parentId))
    return { ok: true, items: [...items] };
  const item: PbsItem = { id, parentId, order: 0, tasks: [], ...cleanItemFields(fields) };
  const siblings = siblingsOf(items, parentId);
  siblings.splice(index ?? siblings.length, 0, item);
  return { ok: true, items: withSiblings([...items, item], parentId, siblings) };
}

export function addChild(
  items: readonly PbsItem[],
  id: string,
  fields: PbsItemFields,
  parentId: string,
) {
  return addItem(items, id, fields, parentId);
}

/** Adds an item right after `siblingId`, under the same parent. */
export function addSibling(
  items: readonly PbsItem[],
  id: string,
  fields: PbsItemFields,
  siblingId: string,
): TreeResult {
  const sibling = items.find((i) => i.id === siblingId);
  if (!sibling) return addItem(items, id, fields, null);
  const index = siblingsOf(items, sibling.parentId).findIndex((i) => i.id === siblingId);
  return addItem(items, id, fields, sibling.parentId, index + 1);
}

export function updateItem(
  items: readonly PbsItem[],
  id: string,
  fields: PbsItemFields,
): TreeResult {
  const errors = validateItemFields(fields, items, id);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const clean = cleanItemFields(fields);
  return { ok: true, items: items.map((i) => (i.id === id ? { ...i, ...clean } : i)) };
}

/** Swaps the item with its previous (-1) or next (+1) sibling; at an edge nothing changes. */
export function moveItem(items: readonly PbsItem[], id: string, step: -1 | 1): PbsItem[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [...items];
  const siblings = siblingsOf(items, item.parentId);
  const at = siblings.findIndex((i) => i.id === id);
  const to = at + step;
  if (to < 0 || to >= siblings.length) return [...items];
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  return withSiblings(items, item.parentId, siblings);
}

/** Makes the item the last child of its previous sibling. */
export function indentItem(items: readonly PbsItem[], id: string): PbsItem[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [...items];
  const siblings = siblingsOf(items, item.parentId);
  const at = siblings.findIndex((i) => i.id === id);
  if (at < 1) return [...items];
  const newParent = siblings[at - 1]!;
  siblings.splice(at, 1);
  const moved = withSiblings(items, item.parentId, siblings);
  const children = [...siblingsOf(moved, newParent.id), item];
  return withSiblings(moved, newParent.id, children);
}

/** Makes the item the next sibling of its parent. */
export function outdentItem(items: readonly PbsItem[], id: string): PbsItem[] {
  const item = items.find((i) => i.id === id);
  const parent = item && items.find((i) => i.id === item.parentId);
  if (!item || !parent) return [...items];
  const remaining = siblingsOf(items, parent.id).filter((i) => i.id !== id);
  const moved = withSiblings(items, parent.id, remaining);
  const upper = siblingsOf(moved, parent.parentId);
  upper.splice(upper.findIndex((i) => i.id === parent.id) + 1, 0, item);
  return withSiblings(moved, parent.parentId, upper);
}

/** The ids of the item and everything below it. */
export function subtreeIds(items: readonly PbsItem[], id: string): Set<string> {
  const children = childrenByParent(items);
  const found = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (found.has(next) || !items.some((i) => i.id === next)) continue;
    found.add(next);
    for (const child of children.get(next) ?? []) pending.push(child.id);
  }
  return found;
}

export function deleteSubtree(items: readonly PbsItem[], id: string): PbsItem[] {
  const doomed = subtreeIds(items, id);
  const item = items.find((i) => i.id === id);
  const left = items.filter((i) => !doomed.has(i.id));
  return item ? withSiblings(left, item.parentId, siblingsOf(left, item.parentId)) : left;
}
