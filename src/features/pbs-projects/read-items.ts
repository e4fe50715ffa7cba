import type { PbsItem } from './pbs-item.ts';
import { readTask } from './support-task.ts';

type Raw = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * Reads a stored `items` list. Our format is flat (parentId + order); the browser-only
 * version nested children inside items, which the migrator copies as it was, so nested
 * lists are flattened here. Unknown item fields are kept as they are.
 */
export function readItems(raw: unknown): PbsItem[] {
  if (!Array.isArray(raw)) return [];
  const out: PbsItem[] = [];
  const seen = new Set<string>();
  const visit = (list: unknown[], parentId: string | null) => {
    list.forEach((entry, index) => {
      if (!entry || typeof entry !== 'object') return;
      const { children, level: _level, ...rest } = entry as Raw;
      let id = text(rest.id) || `item-${out.length + 1}`;
      while (seen.has(id)) id = `${id}-copy`;
      seen.add(id);
      const nested = Array.isArray(children);
      out.push({
        ...rest,
        id,
        parentId: nested || parentId !== null ? parentId : text(rest.parentId) || null,
        order: typeof rest.order === 'number' && parentId === null ? rest.order : index,
        identifier: text(rest.identifier) || text(rest.code) || id,
        name: text(rest.name) || text(rest.title),
        partNumber: text(rest.partNumber),
        quantity: typeof rest.quantity === 'number' ? rest.quantity : 1,
        snsCode: text(rest.snsCode),
        notes: text(rest.notes),
        tasks: Array.isArray(rest.tasks) ? rest.tasks.map(readTask) : [],
      });
      if (nested) visit(children as unknown[], id);
    });
  };
  visit(raw, null);
  // A parent that no longer exists would hide its children: show them at the top level.
  const ids = new Set(out.map((i) => i.id));
  return out.map((i) =>
    i.parentId !== null && !ids.has(i.parentId) ? { ...i, parentId: null } : i,
  );
}

/**
 * The list as stored: empty optional fields are left out to keep large breakdowns under
 * Firestore's 1 MiB document limit (decision 501); readItems puts them back.
 */
export function toStoredItems(items: readonly PbsItem[]): Record<string, unknown>[] {
  return items.map((item) => {
    const stored: Record<string, unknown> = { ...item };
    for (const key of ['partNumber', 'snsCode', 'notes'] as const) {
      if (item[key] === '') delete stored[key];
    }
    if (item.tasks.length === 0) delete stored.tasks;
    return stored;
  });
}
