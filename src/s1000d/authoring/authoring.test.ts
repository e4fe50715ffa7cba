import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { memoryProvider } from '../brex/worker/check-files';
import { BIKE_DIR } from '../node/test-fixtures';
import { defaultBrexNamedFiles } from '../node/test-projects';
import { xmldomParser } from '../xml/xmldom-parser';
import { extractDoctype } from '../xml/doctype';
import { addIcn } from './add-icn';
import { checkModuleText } from './diagnostics';
import { bytesForSaving, openForEditing } from './editor-text';
import { syncRefs } from './sync-refs';

const bikeBytes = (name: string) => new Uint8Array(readFileSync(join(BIKE_DIR, name)));
const WITH_SUBSET = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-041A-A_009-00_EN-US.XML';
const WITH_SUBSET_AND_REFS = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A_008-00_EN-US.XML';
const PROJECT_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';
const WITH_REFS = 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML';
const engine = await BrexEngine.create();
const provider = memoryProvider(
  [{ name: PROJECT_BREX, bytes: bikeBytes(PROJECT_BREX) }],
  defaultBrexNamedFiles(),
);

describe('the editor text', () => {
  it('round-trips a data module with a DOCTYPE internal subset byte for byte', () => {
    const bytes = bikeBytes(WITH_SUBSET);
    const opened = openForEditing(bytes);
    expect(extractDoctype(opened.text)?.entities.length).toBeGreaterThan(0);
    expect(bytesForSaving(opened, opened.text)).toEqual(bytes);
  });

  it('keeps a byte order mark and ISO-8859-1 as they were', () => {
    const latin = Uint8Array.from([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><a>'),
      0xe9,
      ...new TextEncoder().encode('</a>'),
    ]);
    const opened = openForEditing(latin);
    expect(opened.text).toContain('<a>é</a>');
    expect(bytesForSaving(opened, opened.text)).toEqual(latin);
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<a/>')]);
    expect(bytesForSaving(openForEditing(bom), '<a/>')).toEqual(bom);
  });
});

describe('addIcn', () => {
  it('declares the entity and its notation inside the existing subset, changing nothing else', () => {
    const text = openForEditing(bikeBytes(WITH_SUBSET)).text;
    const before = extractDoctype(text)!;
    const { text: after, added } = addIcn(text, 'ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01.svg');
    expect(added).toBe(true);
    const doctype = extractDoctype(after)!;
    expect(doctype.entities.at(-1)).toEqual({
      name: 'ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01',
      parameter: false,
      systemId: 'ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01.svg',
      notation: 'svg',
    });
    expect(doctype.notations.map((n) => n.name)).toContain('svg');
    expect(after.slice(0, before.start + before.raw.lastIndexOf(']'))).toBe(
      text.slice(0, before.start + before.raw.lastIndexOf(']')),
    );
    expect(after.slice(doctype.end)).toBe(text.slice(before.end));
    expect(addIcn(after, 'ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01.svg').added).toBe(false);
  });

  it('writes a DOCTYPE where there was none, after the XML declaration', () => {
    const { text } = addIcn(
      '<?xml version="1.0"?>\n<dmodule/>',
      'ICN-X-A-0000000-A-00000-00001-A-001-01.png',
    );
    expect(text).toBe(
      '<?xml version="1.0"?>\n<!DOCTYPE dmodule [\n<!NOTATION png PUBLIC "-//W3C//NOTATION Portable Network Graphics//EN">\n<!ENTITY ICN-X-A-0000000-A-00000-00001-A-001-01 SYSTEM "ICN-X-A-0000000-A-00000-00001-A-001-01.png" NDATA png>\n]>\n<dmodule/>',
    );
  });

  it('refuses a name that is not an ICN file, or a format with no notation', () => {
    expect(() => addIcn('<a/>', 'photo.png')).toThrow('"photo.png" is not an ICN file name');
    expect(() => addIcn('<a/>', 'ICN-X-1.bmp')).toThrow('No notation for .bmp files');
  });
});

describe('syncRefs', () => {
  it('lists each reference of the content once, sorted, and keeps the DOCTYPE', () => {
    const text = openForEditing(bikeBytes(WITH_SUBSET_AND_REFS)).text;
    const { text: synced, count } = syncRefs(text, xmldomParser);
    const doctype = extractDoctype(text)!;
    expect(synced.slice(0, doctype.end)).toBe(text.slice(0, doctype.end));
    const refs = /<refs>[\s\S]*?<\/refs>/.exec(synced)?.[0] ?? '';
    const codes = [...refs.matchAll(/infoCode="(\w+)"[^>]*>/g)].length;
    expect(count).toBeGreaterThan(0);
    expect(codes).toBe(count);
    expect(syncRefs(synced, xmldomParser)).toEqual({ text: synced, count, changed: false });
  });

  it('removes refs when the content references nothing, and adds them when it does', () => {
    const empty =
      '<dmodule><content><refs><dmRef><dmRefIdent><dmCode modelIdentCode="A" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent></dmRef></refs><description><para>x</para></description></content></dmodule>';
    expect(syncRefs(empty, xmldomParser).text).toBe(
      '<dmodule><content><description><para>x</para></description></content></dmodule>',
    );
    const dmRef =
      '<dmRef id="r1"><dmRefIdent><dmCode modelIdentCode="A" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent></dmRef>';
    const text = `<dmodule><content><description><para>${dmRef}${dmRef.replace(' id="r1"', '')}</para></description></content></dmodule>`;
    const result = syncRefs(text, xmldomParser);
    expect(result.count).toBe(1);
    expect(result.text).toBe(
      `<dmodule><content>\n<refs>\n${dmRef.replace(' id="r1"', '')}\n</refs><description><para>${dmRef}${dmRef.replace(' id="r1"', '')}</para></description></content></dmodule>`,
    );
  });
});

describe('checkModuleText', () => {
  it('gives well-formedness errors at their line, and nothing else for such a text', () => {
    const found = checkModuleText('<dmodule>\n<content>\n<para>\n</content>\n</dmodule>');
    expect(found[0]).toMatchObject({ line: 4, severity: 'error', source: 'xml' });
    expect(found.every((d) => d.source === 'xml')).toBe(true);
  });

  it('finds unresolved references, undeclared ICNs and dangling ids, each at its line', () => {
    const text = readFileSync(join(BIKE_DIR, WITH_REFS), 'utf8').replace(
      '<para>',
      '<para><internalRef internalRefId="nowhere"/>',
    );
    const found = checkModuleText(text, { known: { codes: new Set() } });
    expect(found).toContainEqual(
      expect.objectContaining({
        source: 'reference',
        severity: 'warning',
        message: expect.stringContaining(
          'DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A: no data module',
        ),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        source: 'id',
        message: 'internalRefId="nowhere": no element in this data module has the id nowhere.',
      }),
    );
    expect(found.some((d) => d.message.startsWith('DMC-S1000D-E-04-10-0301'))).toBe(false);
    const lines = text.split('\n');
    const dangling = found.find((d) => d.source === 'id')!;
    expect(lines[dangling.line - 1]).toContain('nowhere');
  });

  it('reports BREX errors of the default BREX at the offending line, and none once fixed', () => {
    const text = readFileSync(join(BIKE_DIR, WITH_REFS), 'utf8');
    const broken = text.replace(/securityClassification="01"/, 'securityClassification="77"');
    const options = { brex: { engine, provider }, fileName: WITH_REFS };
    const before = checkModuleText(text, options).filter((d) => d.source === 'brex');
    const after = checkModuleText(broken, options).filter((d) => d.source === 'brex');
    const added = after.filter((d) => !before.some((b) => b.message === d.message));
    expect(added).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringContaining('"77"') }),
    ]);
    expect(broken.split('\n')[added[0]!.line - 1]).toContain('securityClassification="77"');
  });
});
