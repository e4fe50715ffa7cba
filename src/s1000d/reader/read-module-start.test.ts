import { describe, expect, it } from 'vitest';
import { bikeAndDemoDataModules } from '../node/test-fixtures';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { readModule, readModuleStart } from './build-module';
import { documentOrder } from './draw-order';

const encoder = new TextEncoder();
const files = bikeAndDemoDataModules();

/** Every text run of a model, wherever it sits (blocks, tables, steps, parts rows). */
function textRuns(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) textRuns(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.t === 'text' && typeof record.v === 'string') out.push(record.v);
    for (const key in record) if (typeof record[key] === 'object') textRuns(record[key], out);
  }
  return out;
}

const startOf = (bytes: Uint8Array, end: number, name: string) =>
  readModuleStart(decodeXmlBytes(bytes.subarray(0, end), { start: true }), name);

describe('a module read from its first bytes', () => {
  it.each(files.map((f) => [f.name, f] as const))(
    '%s: cut anywhere, it says only what the whole module says',
    (name, file) => {
      const whole = readModule(decodeXmlBytes(file.bytes), name);
      const wholeRuns = new Set(textRuns(whole.body));
      for (const share of [0.2, 0.45, 0.7, 0.95]) {
        const start = startOf(file.bytes, Math.floor(file.bytes.length * share), name);
        // Near its end every module's content has begun: there is a start to draw.
        if (share === 0.95) expect(start).not.toBeNull();
        if (!start) continue;
        expect(start.partial).toBe(true);
        expect(start.code).toBe(whole.code);
        // No run is cut short: every text the start shows is a whole text of the module.
        for (const run of textRuns(start.body)) expect(wholeRuns).toContain(run);
        expect(documentOrder(start.body).total).toBeLessThanOrEqual(
          documentOrder(whole.body).total,
        );
      }
    },
  );

  it('leaves out an element cut in its own text, keeps what closed before it', () => {
    const text =
      '<dmodule><content><description>' +
      '<levelledPara id="p1"><title>Casing</title><para>Whole sentence.</para></levelledPara>' +
      '<levelledPara id="p2"><title>Seal</title><para>Inspect the seal <emphasis>faces</emphasis> for we';
    const start = readModuleStart(text, 'cut.xml')!;
    expect(textRuns(start.body)).toEqual(['Casing', 'Whole sentence.', 'Seal']);
    expect(start.targets.p2).toBeDefined();
  });

  it('reads bytes cut inside a character, and gives nothing before the root element', () => {
    const bytes = encoder.encode('<dmodule><content><description><para>Größe</para><para>Ü');
    const cut = bytes.subarray(0, bytes.length - 1);
    expect(() => decodeXmlBytes(cut)).toThrow();
    expect(textRuns(readModuleStart(decodeXmlBytes(cut, { start: true }))!.body)).toEqual([
      'Größe',
    ]);
    expect(readModuleStart('<?xml version="1.0"?>')).toBeNull();
  });

  it('is refused as the whole is: a cut DOCTYPE, an entity bomb, an external entity', () => {
    const body = '<dmodule><content><description><para>x</para>';
    expect(readModuleStart(`<!DOCTYPE dmodule [<!ENTITY a "b">${body}`)).toBeNull();
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join('');
    expect(readModuleStart(`<!DOCTYPE dmodule [${levels}]>${body}<para>&lol9;`)).toBeNull();
    expect(
      readModuleStart(`<!DOCTYPE dmodule [<!ENTITY x SYSTEM "file:///etc/passwd">]>${body}&x;`),
    ).toBeNull();
  });

  it('draws a first screen from the first 64 KB of a 1 MB module', () => {
    const section = (i: number) =>
      `<levelledPara id="par-b${i}"><title>Section ${i}</title><para>${'Inspect the seal faces. '.repeat(20)}</para></levelledPara>`;
    let sections = '';
    for (let i = 0; sections.length < 1_000_000; i++) sections += section(i);
    const bytes = encoder.encode(
      `<dmodule><identAndStatusSection/><content><description>${sections}</description></content></dmodule>`,
    );
    const start = startOf(bytes, 64 * 1024, 'big.xml')!;
    const whole = readModule(decodeXmlBytes(bytes), 'big.xml');
    expect(documentOrder(start.body).total).toBeGreaterThan(120);
    // The blocks it has are the whole module's first blocks, with the same keys.
    expect(start.body.map((b) => b.k)).toEqual(
      whole.body.slice(0, start.body.length).map((b) => b.k),
    );
  });
});
