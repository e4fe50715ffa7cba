import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikeFiles } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import type { ObjectListing } from './listing';
import { planUpload, type UploadDecision } from './upload-plan';
import { expandUploads, type UploadFile } from './zip';

const encode = (s: string) => new TextEncoder().encode(s);
const plan = (files: UploadFile[], rows: ObjectListing[] = [], extra = {}) =>
  planUpload(files, rows, { parser: xmldomParser, ...extra });
const rowsOf = (decisions: UploadDecision[]) =>
  decisions.filter((d) => d.write && d.current).map((d) => d.listing!);

function descript(issue: string, inWork: string, text = 'A small pump.') {
  return encode(`<?xml version="1.0" encoding="UTF-8"?>
<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_6/xml_schema_flat/descript.xsd">
<identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="PUMP" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<language languageIsoCode="en" countryIsoCode="US"/><issueInfo issueNumber="${issue}" inWork="${inWork}"/>
</dmIdent><dmAddressItems><issueDate year="2025" month="03" day="07"/><dmTitle><techName>Pump</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/></dmStatus>
</identAndStatusSection><content><description><para>${text}</para></description></content></dmodule>`);
}
const pumpFile = (issue: string, inWork: string, text?: string): UploadFile => ({
  path: `DMC-PUMP-A-00-00-00-00A-040A-D_${issue}-${inWork}_EN-US.XML`,
  bytes: descript(issue, inWork, text),
});

describe('upload decisions on the bike 4.1 set', () => {
  const bike = bikeFiles().map((p) => ({
    path: basename(p),
    bytes: new Uint8Array(readFileSync(p)),
  }));
  let first: UploadDecision[];
  beforeAll(async () => {
    first = await plan(bike);
  }, 60_000);

  it('adds all 103 objects and 49 ICNs; the two misnamed files are stored under their codes and reported', () => {
    const outcomes: Record<string, number> = {};
    for (const d of first) outcomes[d.outcome] = (outcomes[d.outcome] ?? 0) + 1;
    expect(outcomes).toEqual({ added: 150, nameMismatch: 2 });
    expect(first.every((d) => d.write && d.current && d.bytes)).toBe(true);
    const pm = first.find((d) => d.path.startsWith('PMC-S1000DBIKE-C3002-EPWG1'))!;
    expect(pm).toMatchObject({
      storedAs: 'added',
      s1000dName: 'PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML',
    });
    expect(pm.message).toContain(
      'the name says PMC-S1000DBIKE-C3002-EPWG1-00, the object says PMC-S1000DBIKE-C3002-00001-01',
    );
  });

  it('skips every file as identical when the same set is uploaded again', async () => {
    const again = await plan(bike, rowsOf(first));
    expect(new Set(again.map((d) => d.outcome))).toEqual(new Set(['identical']));
    expect(again.some((d) => d.write)).toBe(false);
  }, 60_000);
});

describe('upload decisions for issues', () => {
  it('adds, upissues, and refuses different content at an existing issue', async () => {
    const [added] = await plan([pumpFile('000', '01')]);
    expect(added).toMatchObject({ outcome: 'added', write: true, issue: '000-01' });
    const rows = [added!.listing!];
    const [next] = await plan([pumpFile('000', '02')], rows);
    expect(next).toMatchObject({
      outcome: 'newIssue',
      write: true,
      current: true,
      previousIssue: '000-01',
    });
    const [conflict] = await plan([pumpFile('000', '01', 'Changed text.')], rows);
    expect(conflict).toMatchObject({ outcome: 'conflict', write: false });
    expect(conflict!.message).toContain('already in the project with different content');
  });

  it('keeps an earlier issue in history without making it current; known issues are recognised', async () => {
    const [current] = await plan([pumpFile('001', '00')]);
    const rows = [current!.listing!];
    const [older] = await plan([pumpFile('000', '02')], rows);
    expect(older).toMatchObject({ outcome: 'olderIssue', write: true, current: false });
    const history = (h: string) => () => [{ issue: '000-02', h }];
    const [same] = await plan([pumpFile('000', '02')], rows, {
      knownIssues: history(older!.listing!.h),
    });
    expect(same!.outcome).toBe('identical');
    const [other] = await plan([pumpFile('000', '02')], rows, {
      knownIssues: history('0'.repeat(64)),
    });
    expect(other!.outcome).toBe('conflict');
  });

  it('decides issues of one object in one upload in issue order, and duplicates as identical', async () => {
    const decisions = await plan([
      pumpFile('000', '02'),
      pumpFile('000', '01'),
      pumpFile('000', '02'),
    ]);
    expect(decisions.map((d) => d.outcome)).toEqual(['newIssue', 'added', 'identical']);
  });

  it('keeps each object’s issues in order however the files of an upload are mixed', async () => {
    const other = (f: UploadFile): UploadFile => ({
      path: f.path.replace('-040A-', '-041A-'),
      bytes: encode(new TextDecoder().decode(f.bytes).replace('infoCode="040"', 'infoCode="041"')),
    });
    const files = [
      pumpFile('000', '03'),
      other(pumpFile('000', '02')),
      pumpFile('000', '01'),
      other(pumpFile('000', '01')),
      pumpFile('000', '02'),
    ];
    expect((await plan(files)).map((d) => `${d.outcome} ${d.issue}`)).toEqual([
      'newIssue 000-03',
      'newIssue 000-02',
      'added 000-01',
      'added 000-01',
      'newIssue 000-02',
    ]);
  });

  it('reports refusals and non-S1000D files without writing them', async () => {
    const decisions = await plan([
      { path: 'readme.txt', bytes: encode('hello') },
      { path: 'broken.xml', bytes: encode('<dmodule>') },
    ]);
    expect(decisions.map((d) => [d.outcome, d.write])).toEqual([
      ['notS1000d', false],
      ['notWellFormed', false],
    ]);
  });
});

describe('ZIP uploads', () => {
  it('opens ZIPs and ZIPs inside them into files, dropping folder entries and macOS junk', async () => {
    const inner = zipSync({
      'DMC-PUMP-A-00-00-00-00A-040A-D_000-02_EN-US.XML': descript('000', '02'),
    });
    const outer = zipSync({
      'set/DMC-PUMP-A-00-00-00-00A-040A-D_000-01_EN-US.XML': descript('000', '01'),
      'set/more.zip': inner,
      '__MACOSX/set/._DMC.XML': encode('junk'),
      'set/.DS_Store': encode('junk'),
    });
    const decisions = await plan([{ path: 'upload.zip', bytes: outer }]);
    expect(decisions.map((d) => [d.path, d.outcome])).toEqual([
      ['upload.zip/set/DMC-PUMP-A-00-00-00-00A-040A-D_000-01_EN-US.XML', 'added'],
      ['upload.zip/set/more.zip/DMC-PUMP-A-00-00-00-00A-040A-D_000-02_EN-US.XML', 'newIssue'],
    ]);
  });

  it('refuses a ZIP bomb unopened, by its declared ratio', () => {
    const bomb = zipSync({ 'DMC-BOMB.XML': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    const { files, refused } = expandUploads([{ path: 'bomb.zip', bytes: bomb }]);
    expect(files).toEqual([]);
    expect(refused[0]!.message).toMatch(
      /bomb\.zip: refused, "DMC-BOMB\.XML" would expand \d+ times .* more than the limit of 200: a possible ZIP bomb/,
    );
  });

  it('stops an entry that inflates past the size it declares', () => {
    const zip = zipSync({ 'a.xml': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    // Lie in the central directory: declare 100 bytes for 4 MiB of zeros.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const cd = zip.length - 22 - 46 - 'a.xml'.length;
    expect(view.getUint32(cd, true)).toBe(0x02014b50);
    view.setUint32(cd + 24, 100, true);
    const { refused } = expandUploads([{ path: 'liar.zip', bytes: zip }]);
    expect(refused[0]!.message).toBe(
      'liar.zip: refused, "a.xml" expands beyond the 100 bytes it declares: a possible ZIP bomb.',
    );
  });

  it('refuses too many files, too much declared content, and unreadable archives, naming the limit', () => {
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.xml`, encode('<a/>')])),
    );
    expect(
      expandUploads([{ path: 'many.zip', bytes: many }], { maxZipEntries: 4 }).refused[0]!.message,
    ).toContain('more than the limit of 4 per upload');
    const big = zipSync({ 'a.xml': new Uint8Array(3000) });
    expect(
      expandUploads([{ path: 'big.zip', bytes: big }], { maxZipTotalBytes: 2048 }).refused[0]!
        .message,
    ).toContain('more than the limit of 2 KiB per upload');
    expect(
      expandUploads([{ path: 'fake.zip', bytes: encode('not a zip') }]).refused[0]!.message,
    ).toBe('fake.zip: refused, it is not a readable ZIP archive (no central directory).');
  });
});
