import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { findUnresolvedRefs } from './csdb-set';
import { readDdn, reconcileDdn } from './ddn';
import { readDml } from './dml';
import { listRefs } from './list-refs';
import { pmTreeRefs, readPmTree } from './pm-tree';

const fileNames = bikeFiles().map((f) => basename(f));
const objects = bikeFiles(isXmlFile).map((f) => readXmlFile(f));
const find = (prefix: string) => objects.find((o) => o.fileName.startsWith(prefix))!;

describe('references and sets on the bike 4.1 data', () => {
  it('lists dmRef, pmRef and ICN references with their context, line and path', () => {
    const refs = listRefs(find('DMC-S1000DBIKE-AAA-DA0-10-20-00AA-520A-T-T4JC'));
    const kinds = refs.map((r) => `${r.kind}:${r.context}`);
    expect(kinds).toContain('dm:brex');
    const icns = refs.filter((r) => r.kind === 'icn');
    expect(icns.length).toBeGreaterThan(0);
    expect(icns[0]).toMatchObject({
      code: expect.stringMatching(/^ICN-/),
      notation: expect.any(String),
      systemId: expect.any(String),
    });
    for (const r of refs) {
      expect(r.line).toBeGreaterThan(0);
      expect(r.path).toMatch(/^\/dmodule\[1\]/);
    }
  });

  it('reads the DDN: 151 items; two listed files are absent, one of them present at another issue', () => {
    const ddnXml = objects.find((o) => o.type === 'ddn')!;
    const ddn = readDdn(ddnXml);
    expect([ddn.code, ddn.sender, ddn.receiver, ddn.items.length]).toEqual([
      'DDN-S1000DBIKE-C3002-U8025-2012-00001',
      'C3002',
      'U8025',
      151,
    ]);
    const r = reconcileDdn(ddn, fileNames, ddnXml.fileName);
    expect(r.present).toHaveLength(149);
    expect(r.missing).toEqual(['DMC-S1000DBIKE-AAA-D00-00-00-00AA-932A-T-H31A_002-00_EN-US.XML']);
    expect(r.otherIssue).toEqual([
      {
        listed: 'DML-S1000DBIKE-C3002-C-2012-00001_000-01.XML',
        found: ['DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML'],
      },
    ]);
    expect(r.unlisted).toEqual([
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML',
      'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML',
    ]);
  });

  it('reads publication module trees and finds the file name that does not match its pmCode', () => {
    const pm = readPmTree(find('PMC-S1000DBIKE-C3002-EPWG1-00'));
    expect(pm.code).toBe('PMC-S1000DBIKE-C3002-00001-01');
    expect(pm.fileNameMatchesCode).toBe(false);
    expect(pm.expectedFileName).toBe('PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML');
    expect(pmTreeRefs(pm.entries)).toHaveLength(72);
    const others = objects.filter(
      (o) => o.type === 'publicationModule' && o !== find('PMC-S1000DBIKE-C3002-EPWG1-00'),
    );
    expect(others.map((o) => readPmTree(o).fileNameMatchesCode)).toEqual([true, true, true]);
    const loap = readPmTree(find('PMC-S1000DBIKE-C3002-LOAP1-00'));
    expect(pmTreeRefs(loap.entries).map((r) => r.kind)).toEqual(['pm', 'pm', 'pm']);
  });

  it('reads the DML delivery list', () => {
    const dml = readDml(objects.find((o) => o.type === 'dml')!);
    expect(dml.code).toBe('DML-S1000DBIKE-C3002-C-2012-00001');
    expect(dml.entries).toHaveLength(88);
    expect(dml.entries[0]?.ref?.code).toBe('DMC-BRAKE-AAA-D00-00-00-00AA-00WA-D');
  });

  it('reports what the set references but does not hold', () => {
    const unresolved = findUnresolvedRefs({ objects, fileNames });
    const missing = new Set(
      unresolved.filter((u) => u.problem === 'missing').map((u) => u.ref.code),
    );
    expect([...missing].sort()).toEqual([
      'DMC-S1000D-E-04-10-0301-00A-022A-D',
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-941A-D',
      'DMC-S1000DBIKE-AAA-D00-00-01-001A-933A-A',
      'DMC-S1000DBIKE-AAA-D00-00-01-00AA-00WA-D',
      'DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-941A-D',
      'PMC-S1000DBIKE-C3002-EPWG1-00',
    ]);
    const upf = unresolved.find((u) => u.from.startsWith('UPF-'));
    expect(upf).toMatchObject({
      problem: 'otherIssue',
      found: ['DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'],
    });
    expect(unresolved.some((u) => u.ref.kind === 'icn')).toBe(false);
  });
});
