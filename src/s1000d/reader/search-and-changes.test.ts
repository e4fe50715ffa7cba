import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { readModule } from './build-module';
import type { Block, Inline } from './model';
import { searchModule } from './search';

const description = decodeXmlBytes(
  generateDemoProject().files.find((f) => f.name.includes('040A-D'))!.bytes,
);
const marked = description.replace(
  '</description>',
  `<levelledPara id="par-changed" changeType="modify" changeMark="1" reasonForUpdateRefIds="rfu-1"><title>Ölfilter service</title>
  <para>Replace the <changeInline changeType="add" changeMark="1" reasonForUpdateRefIds="rfu-1">outer</changeInline> seal every 500 hours.</para></levelledPara></description>`,
);
const view = readModule(marked, 'DMC-MARKED.XML');

function find(blocks: readonly Block[], id: string): Block | undefined {
  for (const b of blocks) {
    if (b.id === id) return b;
    const kids = (b as { c?: Block[] }).c;
    const inner = Array.isArray(kids) ? find(kids, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('change marks and search in the reading model', () => {
  it('keeps change marks on blocks and inline runs, with their reasons for update', () => {
    const block = find(view.body, 'par-changed');
    expect(block?.change).toEqual({ type: 'modify', rfu: ['rfu-1'] });
    const changes: Inline[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ((v as { t?: string }).t === 'change') changes.push(v as Inline);
        Object.values(v).forEach(walk);
      }
    };
    walk(block);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ t: 'change', change: { type: 'add', rfu: ['rfu-1'] } });
  });

  it('finds every word in one block, blind to case and accents, and nothing that is not there', () => {
    const hits = searchModule(view, 'OLFILTER');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.snippet).toContain('Ölfilter service');
    const both = searchModule(view, 'outer 500');
    expect(both).toHaveLength(1);
    expect(both[0]!.snippet).toContain('outer');
    expect(searchModule(view, 'outer zebra')).toEqual([]);
    expect(searchModule(view, '   ')).toEqual([]);
  });
});
