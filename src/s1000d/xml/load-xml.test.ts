// @ts-expect-error -- jsdom has no bundled types here; only its window's DOMParser is used.
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, DEFAULT_BREX_DIR, isXmlFile } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from './decode-xml-bytes';
import { loadXml } from './load-xml';
import { saveXml } from './save-xml';
import { XmlLoadError } from './xml-load-error';
import { browserXmlParser } from './xml-parser';

const bike = bikeFiles(isXmlFile);
const jsdomParser = browserXmlParser(new JSDOM('').window as never)!;

function refusal(text: string, options = {}) {
  try {
    loadXml(text, { parser: xmldomParser, fileName: 't.xml', ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(XmlLoadError);
    return error as XmlLoadError;
  }
  throw new Error('expected a refusal');
}

describe('loading S1000D XML', () => {
  it('loads all 103 bike objects as Issue 4.1 and classifies them', () => {
    expect(bike).toHaveLength(103);
    const types: Record<string, number> = {};
    for (const file of bike) {
      const xml = readXmlFile(file);
      expect(xml.issue).toBe('4.1');
      types[xml.type] = (types[xml.type] ?? 0) + 1;
    }
    expect(types).toEqual({
      dataModule: 81,
      brex: 1,
      act: 3,
      cct: 1,
      pct: 1,
      cir: 9,
      publicationModule: 4,
      dml: 1,
      ddn: 1,
      dataUpdateFile: 1,
    });
  });

  it('detects every default BREX issue from its schema location', () => {
    const issues = ['3.0', '4.0.1', '4.0.2', '4.1', '4.2', '5.0', '6'];
    const files = [
      'DMC-AE-A-04-10-0301-00A-022A-D_003-00.XML',
      'DMC-S1000D-A-04-10-0301-00A-022A-D_005-00_EN-US.XML',
      'DMC-S1000D-D-04-10-0301-00A-022A-D_006-00_EN-US.XML',
      'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML',
      'DMC-S1000D-F-04-10-0301-00A-022A-D_001-00_EN-US.XML',
      'DMC-S1000D-G-04-10-0301-00A-022A-D_001-00_EN-US.XML',
      'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML',
    ];
    files.forEach((name, i) => {
      const xml = readXmlFile(`${DEFAULT_BREX_DIR}/${name}`);
      expect([xml.issue, xml.type]).toEqual([issues[i], 'brex']);
    });
  });

  it('strips a byte order mark (the H31A bike module starts with one)', () => {
    const file = bike.find((f) => f.includes('952A-T-H31A'))!;
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const xml = readXmlFile(file);
    expect(xml.text.charCodeAt(0)).not.toBe(0xfeff);
    expect(loadXml('\uFEFF<a/>', { parser: xmldomParser }).document.documentElement.localName).toBe(
      'a',
    );
  });

  it('decodes a Latin-1 file by its encoding declaration', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="iso-8859-1"?><a>'),
      0xe9,
      ...new TextEncoder().encode('</a>'),
    ]);
    expect(decodeXmlBytes(bytes)).toContain('<a>é</a>');
  });

  it('keeps the DOCTYPE internal subset: ICN entities and notations', () => {
    const xml = readXmlFile(bike.find((f) => f.includes('DA0-10-20-00AA-520A-T-T4JC'))!);
    expect(xml.doctype?.name).toBe('dmodule');
    expect(xml.doctype?.notations.map((n) => n.name)).toEqual(['cgm', 'jpeg', 'png', 'gif']);
    expect(xml.doctype?.entities[0]).toEqual({
      name: 'ICN-S1000DBIKE-AAA-DA00000-A-06RT9-00094-A-001-01',
      parameter: false,
      systemId: 'ICN-S1000DBIKE-AAA-DA00000-A-06RT9-00094-A-001-01.gif',
      notation: 'gif',
    });
  });

  it.each([
    ['xmldom', xmldomParser],
    ['browser DOMParser (jsdom)', jsdomParser],
  ])('round-trips load → save → load without loss (%s)', (_name, parser) => {
    for (const file of bike.filter((_, i) => i % 10 === 0)) {
      const first = loadXml(decodeXmlBytes(readFileSync(file)), {
        parser,
        fileName: basename(file),
      });
      const saved = saveXml(first);
      const second = loadXml(saved, { parser, fileName: basename(file) });
      expect(second.doctype?.raw).toBe(first.doctype?.raw);
      expect(second.doctype?.entities).toEqual(first.doctype?.entities);
      expect(parser.serialize(second.document.documentElement)).toBe(
        parser.serialize(first.document.documentElement),
      );
      expect(saveXml(second)).toBe(saved);
    }
  });

  it('gives element line numbers from the raw text, the same with either parser', () => {
    const file = bike.find((f) => f.includes('DA0-10-20-00AA-520A-T-T4JC'))!;
    const text = decodeXmlBytes(readFileSync(file));
    for (const parser of [xmldomParser, jsdomParser]) {
      const xml = loadXml(text, { parser });
      const dmCode = xml.document.getElementsByTagName('dmCode')[0]!;
      expect(xml.lines.lineOf(dmCode)).toBe(18);
      expect(xml.lines.lineOf(dmCode.getAttributeNode('infoCode')!)).toBe(18);
    }
  });

  it('refuses text that is not well-formed with a clear message (both parsers)', () => {
    expect(refusal('<a><b></a>').message).toMatch(/^t\.xml: not well-formed XML/);
    expect(refusal('<a><b></a>', { parser: jsdomParser }).reason).toBe('not-well-formed');
    expect(refusal('').reason).toBe('not-well-formed');
    expect(refusal('just text').reason).toBe('not-well-formed');
  });

  it('refuses a file over the size limit before parsing', () => {
    const huge = `<a>${'x'.repeat(64 * 1024 * 1024)}</a>`;
    const started = performance.now();
    const error = refusal(huge);
    expect(error.reason).toBe('too-large');
    expect(error.message).toMatch(/more than the limit/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses entity expansion attacks before any parser expands them', () => {
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [${levels}]><lolz>&lol9;</lolz>`;
    for (const parser of [xmldomParser, jsdomParser]) {
      const error = refusal(bomb, { parser });
      expect(error.reason).toBe('entity-expansion');
      expect(error.message).toMatch(/expands to more than/);
    }
    expect(refusal('<!DOCTYPE a [<!ENTITY x "&y;"><!ENTITY y "&x;">]><a>&x;</a>').message).toMatch(
      /refers to itself/,
    );
    const many = `<!DOCTYPE a [<!ENTITY x "${'y'.repeat(60000)}">]><a>${'&x;'.repeat(20)}</a>`;
    expect(refusal(many).message).toMatch(/references expand/);
  });

  it('gives the parser a space before the internal subset (Chromium refuses "dmodule[")', () => {
    const seen: string[] = [];
    const recording = {
      ...xmldomParser,
      parse: (t: string) => (seen.push(t), xmldomParser.parse(t)),
    };
    const xml = loadXml('<?xml version="1.0"?><!DOCTYPE a[<!NOTATION png SYSTEM "png">]><a/>', {
      parser: recording,
    });
    expect(seen).toEqual(['<?xml version="1.0"?><!DOCTYPE a [<!NOTATION png SYSTEM "png">]><a/>']);
    expect(saveXml(xml)).toBe(
      '<?xml version="1.0"?>\n<!DOCTYPE a[<!NOTATION png SYSTEM "png">]>\n<a/>',
    );
  });

  it('parses nesting up to 256 levels and refuses deeper before any parser recurses', () => {
    const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);
    expect(loadXml(nested(256), { parser: xmldomParser }).document.documentElement.localName).toBe(
      'a',
    );
    expect(() => loadXml(nested(100_000), { parser: xmldomParser, fileName: 'deep.xml' })).toThrow(
      /deep\.xml: refused: elements are nested more than 256 deep/,
    );
  });
});
