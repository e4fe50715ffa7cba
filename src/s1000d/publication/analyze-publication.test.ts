import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { bikeFiles } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import { analyzePublication, publicationReportCsv } from './analyze-publication';
import { listingRowsOfFiles } from '../node/test-projects';

const rowsOf = listingRowsOfFiles;
const load = (f: { name: string; bytes: Uint8Array }) =>
  loadXml(decodeXmlBytes(f.bytes), { fileName: f.name, parser: xmldomParser });

const bike = bikeFiles((n) => /\.XML$/i.test(n)).map((path) => ({
  name: path.split('/').pop()!,
  bytes: new Uint8Array(readFileSync(path)),
}));
const bikeRows = await rowsOf(bike);

describe('publication analyzer', () => {
  it('reports the bike manual: counts, depth, codes, schemas, and its file name against its pmCode', () => {
    const pm = bike.find((f) => f.name === 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML')!;
    const report = analyzePublication(load(pm), bikeRows);
    expect(report.code).toBe('PMC-S1000DBIKE-C3002-00001-01');
    expect(report.expectedFileName).toBe('PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML');
    expect(report.counts).toEqual({ entries: 72, dmRefs: 72, pmRefs: 0, externalPubRefs: 0 });
    expect(report.depth).toBe(1);
    expect(Object.values(report.infoCodes).reduce((a, b) => a + b, 0)).toBe(72);
    expect(report.schemas['(not in project)']).toBeUndefined();
    expect(Object.keys(report.schemas)).toEqual(expect.arrayContaining(['descript', 'proced']));
    expect(report.unresolved).toEqual([]);
    // Data modules of the bike set that none of its publications lists.
    expect(report.orphans.length).toBeGreaterThan(0);
    expect(report.orphans.filter((o) => !/^DM[CE]-/.test(o.code))).toEqual([]);
    // The BREX and the applicability tables serve the project; no publication lists them.
    expect(report.orphans.some((o) => /-0(22|0W|0P)A-/.test(o.code))).toBe(false);
    const csv = publicationReportCsv(report);
    expect(csv.split('\n')[0]).toBe('section,item,value,detail');
    expect(csv).toContain('file name,PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML,mismatch,');
  });

  it('finds the list of publications’ missing PM, and where modules are used', () => {
    const loap = bike.find((f) => f.name.startsWith('PMC-S1000DBIKE-C3002-LOAP1'))!;
    const report = analyzePublication(load(loap), bikeRows);
    expect(report.unresolved.map((u) => [u.kind, u.ref.split('_')[0], u.problem])).toEqual([
      ['pmRef', 'PMC-S1000DBIKE-C3002-EPWG1-00', 'missing'],
    ]);
    expect(report.counts.pmRefs).toBeGreaterThan(1);
  });

  it('counts duplicates and other issues in an edited demo publication', async () => {
    const demo = generateDemoProject().files;
    const rows = await rowsOf(demo);
    const pmFile = demo.find((f) => f.name.startsWith('PMC-'))!;
    const text = decodeXmlBytes(pmFile.bytes);
    const content = text.slice(text.indexOf('<content>'));
    const firstRef = /<dmRef[\s>][\s\S]*?<\/dmRef>/.exec(content)![0];
    const wrongIssue = firstRef.replace(/issueNumber="\d{3}"/, 'issueNumber="009"');
    const edited = text.replace('</pmEntry>', `${firstRef}${wrongIssue}</pmEntry>`);
    const report = analyzePublication(
      loadXml(edited, { fileName: pmFile.name, parser: xmldomParser }),
      rows,
    );
    expect(report.duplicates).toEqual([{ code: expect.stringMatching(/^DMC-/), count: 3 }]);
    expect(report.unresolved.map((u) => u.problem)).toEqual(['otherIssue']);
    expect(report.whereUsed.length).toBeGreaterThan(5);
    expect(report.whereUsed.every((w) => w.publications.length === 0)).toBe(true);
    expect(report.expectedFileName).toBeUndefined();
  });
});
