import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikeFiles, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { classifyFile, type Classification, type ClassifiedObject } from './classify';
import { fileNameOfRow } from './file-names';
import { viewListing } from './listing';

const encode = (s: string) => new TextEncoder().encode(s);
const classify = (name: string, bytes: Uint8Array, limits = {}) =>
  classifyFile(name, bytes, { parser: xmldomParser, limits });

const DM_HEAD = `<?xml version="1.0" encoding="UTF-8"?>`;
const dm = (body = '', doctype = '') => `${DM_HEAD}${doctype}
<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_6/xml_schema_flat/descript.xsd">
<identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="PUMP" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<language languageIsoCode="en" countryIsoCode="US"/><issueInfo issueNumber="000" inWork="01"/>
</dmIdent><dmAddressItems><issueDate year="2025" month="3" day="7"/><dmTitle><techName>Pump</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/><qualityAssurance><unverified/></qualityAssurance></dmStatus>
</identAndStatusSection><content><description>${body}</description></content></dmodule>`;
const DM_NAME = 'DMC-PUMP-A-00-00-00-00A-040A-D_000-01_EN-US.XML';

describe('classifying the bike 4.1 set', () => {
  const results = new Map<string, Classification>();
  beforeAll(async () => {
    for (const path of bikeFiles()) {
      results.set(basename(path), await classify(basename(path), readFileSync(path)));
    }
  }, 60_000);
  const objects = () =>
    [...results.values()].filter((r): r is ClassifiedObject => r.status === 'object');

  it('classifies all 103 XML objects and 49 ICNs by root element and ICN code', () => {
    expect(objects()).toHaveLength(152);
    const kinds: Record<string, number> = {};
    for (const o of objects()) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
    expect(kinds).toEqual({ dm: 96, pm: 4, dml: 1, ddn: 1, upf: 1, icn: 49 });
    const schemas = new Set(objects().map((o) => o.listing.s));
    for (const s of [
      'descript',
      'proced',
      'fault',
      'ipd',
      'crew',
      'brex',
      'cgm',
      'png',
      'jpeg',
      'gif',
    ])
      expect(schemas).toContain(s);
    expect(new Set(objects().map((o) => o.key)).size).toBe(152);
  });

  it('reports the two files whose names disagree with the code inside', () => {
    const mismatched = objects().filter((o) => o.mismatch);
    expect(mismatched.map((o) => [o.fileName, o.mismatch, o.s1000dName])).toEqual([
      [
        'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML',
        'the name says issue 001-01, the object says 001-00',
        'DML-S1000DBIKE-C3002-C-2012-00001_001-00.XML',
      ],
      [
        'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML',
        'the name says PMC-S1000DBIKE-C3002-EPWG1-00, the object says PMC-S1000DBIKE-C3002-00001-01',
        'PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML',
      ],
    ]);
    // Every other file name is exactly the object's S1000D name.
    for (const o of objects().filter((o) => !o.mismatch)) expect(o.s1000dName).toBe(o.fileName);
  });

  it('reads the listing row of a procedure: title, issue, status, applicability, BREX, refs, QA', () => {
    const o = results.get('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML');
    expect(o?.status).toBe('object');
    const { h, z, ...row } = (o as ClassifiedObject).listing;
    expect(row).toEqual({
      k: 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_EN-US',
      t: 'dm',
      c: 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A',
      n: 'Brake pads - Clean with rubbing alcohol',
      i: '007',
      w: '00',
      l: 'en-US',
      s: 'proced',
      v: '4.1',
      d: '2012-12-31',
      sc: '01',
      it: 'deleted',
      a: 'Mountain bicycle and (Mountain storm Mk1 or Brook trekker Mk9)',
      b: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
      r: [
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00WA-D',
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A',
      ],
      q: 'first',
      qv: 'tabtop',
    });
    expect(z).toBe(9329);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys a DME apart from its data module, and an ICN by code without issue plus format', () => {
    const dme = results.get(
      'DME-SF518-CE0701-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML',
    );
    expect((dme as ClassifiedObject).key).toBe(
      'DME-SF518-CE0701-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_EN-US',
    );
    const cgm = results.get('ICN-07GB6-BIKECI0001-001-01.CGM') as ClassifiedObject;
    const png = results.get('ICN-07GB6-BIKECI0001-001-01.PNG') as ClassifiedObject;
    expect([cgm.key, png.key]).toEqual(['ICN-07GB6-BIKECI0001.CGM', 'ICN-07GB6-BIKECI0001.PNG']);
    expect(png.listing).toMatchObject({
      t: 'icn',
      c: 'ICN-07GB6-BIKECI0001-001-01',
      s: 'png',
      i: '001',
      sc: '01',
      x: 'PNG',
    });
  });

  it('rows are plain JSON, round-trip exactly and name their file', () => {
    for (const o of objects()) {
      expect(JSON.parse(JSON.stringify(o.listing))).toEqual(o.listing);
      expect(fileNameOfRow(o.listing)).toBe(o.s1000dName);
    }
    const view = viewListing(objects()[0]!.listing);
    expect(view.key).toBe(objects()[0]!.key);
  });
});

describe('classifying other kinds and issues', () => {
  it('reads an Issue 3.0 data module (avee, issno, qa)', async () => {
    const name = 'DMC-AE-A-04-10-0301-00A-022A-D_003-00.XML';
    const r = (await classify(
      name,
      readFileSync(`${DEFAULT_BREX_DIR}/${name}`),
    )) as ClassifiedObject;
    expect(r).toMatchObject({
      status: 'object',
      kind: 'dm',
      key: 'DMC-AE-A-04-10-0301-00A-022A-D',
      s1000dName: name,
    });
    expect(r.listing).toMatchObject({
      v: '3.0',
      s: 'brex',
      i: '003',
      w: '00',
      sc: '01',
      it: 'changed',
      q: 'first',
      qv: 'tabtop',
      d: '2007-07-31',
    });
    expect(r.listing.n).toBe('S1000D - Default business rules exchange data module');
  });

  it('reads ICN metadata files, SCORM content packages and comments by their own identification', async () => {
    const imf = `<icnMetadataFile><imfIdentAndStatusSection><imfAddress><imfIdent><imfCode imfIdentIcn="ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01"/><issueInfo issueNumber="002" inWork="00"/></imfIdent><imfAddressItems><icnTitle>Pump, general view</icnTitle><issueDate year="2025" month="01" day="02"/></imfAddressItems></imfAddress></imfIdentAndStatusSection></icnMetadataFile>`;
    expect(
      await classify('IMF-PUMP-A-000000-A-1PUMP-00001-A-001-01_002-00.XML', encode(imf)),
    ).toMatchObject({
      kind: 'imf',
      key: 'IMF-PUMP-A-000000-A-1PUMP-00001-A-001-01',
      listing: { n: 'Pump, general view', i: '002', w: '00', d: '2025-01-02' },
    });
    const smc = `<scormContentPackage><identAndStatusSection><scormContentPackageAddress><scormContentPackageIdent><scormContentPackageCode modelIdentCode="PUMP" scormContentPackageIssuer="1PUMP" scormContentPackageNumber="00001" scormContentPackageVolume="00"/><language languageIsoCode="en" countryIsoCode="GB"/><issueInfo issueNumber="001" inWork="00"/></scormContentPackageIdent><scormContentPackageAddressItems><issueDate year="2025" month="02" day="03"/><scormContentPackageTitle>Pump training</scormContentPackageTitle></scormContentPackageAddressItems></scormContentPackageAddress></identAndStatusSection></scormContentPackage>`;
    expect(await classify('SMC-PUMP-1PUMP-00001-00_001-00_EN-GB.XML', encode(smc))).toMatchObject({
      kind: 'smc',
      key: 'SMC-PUMP-1PUMP-00001-00_EN-GB',
      listing: { n: 'Pump training', l: 'en-GB' },
    });
    const comment = `<comment><identAndStatusSection><commentAddress><commentIdent><commentCode modelIdentCode="PUMP" senderIdent="1PUMP" yearOfDataIssue="2025" seqNumber="00007" commentType="q"/><language languageIsoCode="en" countryIsoCode="GB"/></commentIdent><commentAddressItems><commentTitle>Torque value</commentTitle></commentAddressItems></commentAddress></identAndStatusSection></comment>`;
    expect(await classify('COM-PUMP-1PUMP-2025-00007-Q_EN-GB.XML', encode(comment))).toMatchObject({
      kind: 'comment',
      key: 'COM-PUMP-1PUMP-2025-00007-Q_EN-GB',
      listing: { n: 'Torque value' },
    });
  });
});

describe('classifying bad and hostile input', () => {
  it('reads a new Issue 6 data module, with a note when the name carries no issue', async () => {
    const r = (await classify('pump.xml', encode(dm()))) as ClassifiedObject;
    expect(r.status).toBe('object');
    expect(r.listing).toMatchObject({
      v: '6',
      s: 'descript',
      i: '000',
      w: '01',
      d: '2025-03-07',
      q: 'unverified',
    });
    expect(r.notes[0]).toContain(`named ${DM_NAME}`);
    const named = (await classify(
      'DMC-PUMP-A-00-00-00-00A-040A-D_EN-US.XML',
      encode(dm()),
    )) as ClassifiedObject;
    expect(named.mismatch).toBeUndefined();
    expect(named.notes).toEqual(['The file name has no issue; it is issue 000-01 inside.']);
  });

  it('says what is not S1000D, not well-formed, or not an ICN', async () => {
    expect(await classify('page.xml', encode('<html><body/></html>'))).toMatchObject({
      status: 'notS1000d',
      message: expect.stringContaining('root element <html>'),
    });
    expect(await classify(DM_NAME, encode('<dmodule><content></dmodule>'))).toMatchObject({
      status: 'notWellFormed',
      message: expect.stringContaining(DM_NAME),
    });
    expect(await classify('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toMatchObject({
      status: 'notS1000d',
      message: expect.stringContaining('must be named by its ICN'),
    });
    expect(
      await classify('ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01.PNG', encode('GIF89a')),
    ).toMatchObject({
      status: 'notWellFormed',
      message: expect.stringContaining('not PNG'),
    });
    expect(
      await classify('ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01.EXE', encode('MZ')),
    ).toMatchObject({
      status: 'notS1000d',
    });
    expect(await classify('notes.txt', encode('hello'))).toMatchObject({ status: 'notS1000d' });
  });

  it('refuses entity expansion, external entities, deep nesting, too many elements and size, naming the limit', async () => {
    const laughs =
      '<!DOCTYPE dmodule [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]>';
    expect(await classify(DM_NAME, encode(dm('&e;', laughs)))).toMatchObject({
      status: 'refused',
      reason: 'entity-expansion',
      message: expect.stringContaining('65536'),
    });
    const external = '<!DOCTYPE dmodule [<!ENTITY x SYSTEM "file:///etc/passwd">]>';
    expect(await classify(DM_NAME, encode(dm('&x;', external)))).toMatchObject({
      status: 'refused',
      reason: 'external-entity',
      message: expect.stringContaining('file:///etc/passwd'),
    });
    const icnEntity =
      '<!DOCTYPE dmodule [<!NOTATION svg SYSTEM "svg"><!ENTITY ICN-1 SYSTEM "ICN-1.SVG" NDATA svg>]>';
    expect((await classify(DM_NAME, encode(dm('', icnEntity)))).status).toBe('object');
    const deep = '<para>'.repeat(300) + '</para>'.repeat(300);
    expect(await classify(DM_NAME, encode(dm(deep)))).toMatchObject({
      status: 'refused',
      reason: 'too-deep',
      message: expect.stringContaining('256'),
    });
    const many = '<para/>'.repeat(2000);
    expect(await classify(DM_NAME, encode(dm(many)), { maxElements: 1000 })).toMatchObject({
      status: 'refused',
      reason: 'too-many-elements',
      message: expect.stringContaining('1,000'),
    });
    expect(await classify(DM_NAME, encode(dm()), { maxXmlBytes: 512 })).toMatchObject({
      status: 'refused',
      reason: 'too-large',
      message: expect.stringContaining('limit of 512 bytes'),
    });
  });

  it('classifies an SVG ICN, and runs its XML through the same guards', async () => {
    const name = 'ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01.SVG';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Pump, general view</title></svg>';
    expect(await classify(name, encode(svg))).toMatchObject({
      status: 'object',
      kind: 'icn',
      key: 'ICN-PUMP-A-000000-A-1PUMP-00001-A.SVG',
      listing: { n: 'Pump, general view', s: 'svg', i: '001' },
    });
    const bomb = '<!DOCTYPE svg [<!ENTITY a "x"><!ENTITY b "&a;&a;">]><svg>&b;&b;</svg>';
    expect(await classify(name, encode(bomb), { maxTotalExpansion: 2 })).toMatchObject({
      status: 'refused',
      reason: 'entity-expansion',
    });
  });
});
