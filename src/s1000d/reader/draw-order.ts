import type { Block } from './model';

/** Where a block sits in reading order: its own position, and the end of what it holds. */
export type DrawSpan = { at: number; end: number };

/**
 * Every block of a body in reading order (a block before what it holds, siblings in order):
 * block key to its position and the position after its last inner block. A reader drawing
 * a long module a part at a time draws the first N positions; a jump or a search hit to a
 * block draws up to its `end`. Blocks nest in many shapes (sections, list items, table
 * cells, requirement sections, isolation actions), so the walk follows every array and
 * object rather than naming each shape.
 */
export function documentOrder(body: readonly Block[]): {
  spans: Map<number, DrawSpan>;
  total: number;
} {
  const spans = new Map<number, DrawSpan>();
  let next = 0;
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      // A list of inline runs (text, emphasis, references) holds no block: skip it whole.
      const first: unknown = value[0];
      if (first && typeof first === 'object' && 't' in first && !('k' in first)) return;
      for (const item of value) walk(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const span = typeof record.k === 'number' && typeof record.t === 'string';
    const at = next;
    if (span) next += 1;
    for (const key in record) {
      const inner = record[key];
      if (inner !== null && typeof inner === 'object') walk(inner);
    }
    if (span) spans.set(record.k as number, { at, end: next });
  };
  walk(body);
  return { spans, total: next };
}
