import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bikeFiles } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import { readDdn } from './ddn';
import { readDdnHeader, reconcileDdnWithProject } from './ddn-project';
import { listingRowsOfFiles } from '../node/test-projects';

const files = bikeFiles().map((path) => ({
  name: path.split('/').pop()!,
  bytes: new Uint8Array(readFileSync(path)),
}));
const ddnFile = files.find((f) => f.name.startsWith('DDN-'))!;
const xml = loadXml(decodeXmlBytes(ddnFile.bytes), {
  fileName: ddnFile.name,
  parser: xmldomParser,
});

const rowsOf = listingRowsOfFiles;

describe('a DDN against a project', () => {
  it('reads the bike DDN’s dispatch: code, addresses, authorization, BREX, media', () => {
    expect(readDdnHeader(xml)).toEqual({
      code: 'DDN-S1000DBIKE-C3002-U8025-2012-00001',
      issueDate: '2012-12-31',
      dispatchTo: 'UK MoD, London, UK',
      dispatchFrom: 'ESG, LH-I, Uwe Schäfer, Fürstenfeldbruck, Germany',
      authorization: 'TPSMG',
      securityClassification: '01',
      brex: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
      mediaIdent: 'sample-delivery',
    });
  });

  it('finds the two listed files the bike set lacks, and an issue the project holds at another', async () => {
    const rows = await rowsOf(files);
    const ddn = readDdn(xml);
    expect(ddn.items).toHaveLength(151);
    const check = reconcileDdnWithProject(ddn, rows);
    expect(check.missing).toHaveLength(2);
    expect(check.unparsable).toEqual([]);
    expect(check.present.length + check.otherIssue.length + check.missing.length).toBe(151);
    // Upissue one delivered module in the project: the DDN's issue no longer matches.
    const first = check.present.find((p) => p.listed.startsWith('DMC-'))!;
    const bumped = rows.map((r) => (r.k === first.key ? { ...r, w: '01' } : r));
    const again = reconcileDdnWithProject(ddn, bumped);
    expect(again.otherIssue.map((o) => o.listed)).toContain(first.listed);
  });

  it('flags an ICN control number and a name that does not parse', () => {
    const check = reconcileDdnWithProject(
      {
        items: [
          { dispatchFileName: 'notes.txt' },
          {
            dispatchFileName: 'ICN-S1000DBIKE-AAA-D000000-0-U8025-00001-A-001-01.CGM',
            entityControlNumber: 'ICN-S1000DBIKE-AAA-D000000-0-U8025-00001-A-001-01',
          },
        ],
      },
      [],
    );
    expect(check.unparsable).toEqual(['notes.txt']);
    expect(check.missing).toEqual(['ICN-S1000DBIKE-AAA-D000000-0-U8025-00001-A-001-01.CGM']);
    expect(check.icnControlNumbers).toHaveLength(1);
  });
});
