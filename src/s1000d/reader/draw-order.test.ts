import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { readModule } from './build-module';
import type { Block } from './model';
import { documentOrder } from './draw-order';

const modules = bikeFiles((name) => isXmlFile(name) && basename(name).startsWith('DMC-')).map(
  (file) => readModule(decodeXmlBytes(readFileSync(file)), basename(file)),
);

/** The lists of blocks a block holds directly, as the reader draws them. */
function innerLists(block: Block): (readonly Block[])[] {
  switch (block.t) {
    case 'list':
      return block.items;
    case 'definitions':
      return block.items.map((item) => item.c);
    case 'figure':
      return [block.legend];
    case 'table':
      return block.groups.flatMap((g) =>
        [...g.head, ...g.body, ...g.foot].flatMap((row) => row.cells.map((cell) => cell.c)),
      );
    case 'requirements':
      return block.sections.map((s) => s.blocks ?? []);
    case 'isolation':
      return block.steps.map((s) => s.action);
    case 'parts':
      return [block.figures];
    case 'challenge':
      return [block.challenge, block.response];
    case 'para':
    case 'title':
    case 'field':
    case 'multimedia':
      return [];
    default:
      return [block.c];
  }
}

describe('reading order of the bike data modules', () => {
  it('places every block after the one holding it and after its earlier siblings', () => {
    let blocks = 0;
    for (const view of modules) {
      const { spans, total } = documentOrder(view.body);
      const check = (list: readonly Block[], from: number, to: number) => {
        let after = from;
        for (const block of list) {
          const span = spans.get(block.k);
          expect(span, `${view.code} block ${block.k}`).toBeDefined();
          expect(span!.at).toBeGreaterThanOrEqual(after);
          expect(span!.end).toBeLessThanOrEqual(to);
          after = span!.end;
          blocks += 1;
          for (const inner of innerLists(block)) check(inner, span!.at + 1, span!.end);
        }
      };
      check(view.body, 0, total);
      expect(spans.size, view.code).toBe(total);
    }
    expect(blocks).toBeGreaterThan(500);
  });

  it('spans the blocks that reference targets name, so a jump draws up to them', () => {
    let found = 0;
    for (const view of modules) {
      const { spans, total } = documentOrder(view.body);
      for (const target of Object.values(view.targets)) {
        const span = spans.get(target.k);
        if (!span) continue;
        expect(span.end).toBeLessThanOrEqual(total);
        found += 1;
      }
    }
    expect(found).toBeGreaterThan(20);
  });
});
