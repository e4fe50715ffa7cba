import type { PbsItem } from './pbs-item.ts';

/**
 * A realistic breakdown of `count` items for size and speed measurements: 10 systems,
 * 10 subsystems each, the rest parts; ids as long as the app's (10 characters), every
 * field filled except notes on nine items in ten.
 */
export function sampleBreakdown(count: number): PbsItem[] {
  const items: PbsItem[] = [];
  const pad = (n: number) => String(n).padStart(5, '0');
  for (let i = 0; i < count; i++) {
    const system = i % 10;
    const parentId =
      i < 10 ? null : i < 110 ? `it${pad(i % 10)}abc` : `it${pad(10 + (i % 100))}abc`;
    items.push({
      id: `it${pad(i)}abc`,
      parentId,
      order: Math.floor(i / 100),
      identifier: `PBS-${pad(i)}`,
      name: `Component ${i} assembly`,
      partNumber: `PN-${pad(i)}-01`,
      quantity: 1 + (i % 4),
      snsCode: `DA${system}-${String(i % 100).padStart(2, '0')}-00`,
      notes: i % 10 === 0 ? 'Check with the supplier before ordering.' : '',
      tasks: [],
    });
  }
  return items;
}
