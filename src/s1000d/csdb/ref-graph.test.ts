import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { findUnresolvedRefs } from '../refs/csdb-set';
import type { ObjectListing } from './listing';
import { formatRefString } from './object-key';
import { buildRefGraph, unresolvedRefs, whereUsed } from './ref-graph';
import { planUpload } from './upload-plan';

const row = (k: string, c: string, extra: Partial<ObjectListing> = {}): ObjectListing => ({
  k,
  t: 'dm',
  c,
  n: '',
  z: 1,
  h: '',
  ...extra,
});

describe('references over index rows', () => {
  it('resolves by code, issue and language; ICNs by code without issue; default BREX built in', () => {
    const rows = [
      row('DMC-P-A-00-00-00-00A-040A-D_EN-US', 'DMC-P-A-00-00-00-00A-040A-D', {
        i: '002',
        w: '00',
        l: 'en-US',
      }),
      row('ICN-PUMP-A-000000-A-1PUMP-00001-A.SVG', 'ICN-PUMP-A-000000-A-1PUMP-00001-A-002-01', {
        t: 'icn',
      }),
      row('DMC-P-A-00-00-00-00A-520A-A_EN-US', 'DMC-P-A-00-00-00-00A-520A-A', {
        l: 'en-US',
        r: [
          'DMC-P-A-00-00-00-00A-040A-D',
          'DMC-P-A-00-00-00-00A-040A-D_001-00_EN-US',
          'DMC-P-A-00-00-00-00A-040A-D_002-00_FR-FR',
          'ICN-PUMP-A-000000-A-1PUMP-00001-A-002-01',
          'ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01',
          'ICN-PUMP-A-000000-A-1PUMP-00009-A-001-01',
          'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US',
          'PMC-P-12345-00001-00',
        ],
      }),
    ];
    const graph = buildRefGraph(rows);
    expect(unresolvedRefs(rows, undefined, graph).map((u) => [u.ref, u.problem, u.found])).toEqual([
      [
        'DMC-P-A-00-00-00-00A-040A-D_001-00_EN-US',
        'otherIssue',
        ['DMC-P-A-00-00-00-00A-040A-D_EN-US 002-00'],
      ],
      [
        'DMC-P-A-00-00-00-00A-040A-D_002-00_FR-FR',
        'missing',
        ['DMC-P-A-00-00-00-00A-040A-D_EN-US'],
      ],
      [
        'ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01',
        'otherIssue',
        ['ICN-PUMP-A-000000-A-1PUMP-00001-A.SVG'],
      ],
      ['ICN-PUMP-A-000000-A-1PUMP-00009-A-001-01', 'missing', undefined],
      ['PMC-P-12345-00001-00', 'missing', undefined],
    ]);
    expect(
      whereUsed(rows, 'DMC-P-A-00-00-00-00A-040A-D_EN-US', graph).map((u) => [u.ref, u.exact]),
    ).toEqual([
      ['DMC-P-A-00-00-00-00A-040A-D', true],
      ['DMC-P-A-00-00-00-00A-040A-D_001-00_EN-US', false],
    ]);
    expect(whereUsed(rows, 'ICN-PUMP-A-000000-A-1PUMP-00001-A.SVG', graph)).toHaveLength(2);
    expect(unresolvedRefs(rows, 'DMC-P-A-00-00-00-00A-040A-D_EN-US', graph)).toEqual([]);
  });

  describe('on the bike 4.1 set', () => {
    let rows: ObjectListing[];
    beforeAll(async () => {
      const files = bikeFiles().map((p) => ({
        path: basename(p),
        bytes: new Uint8Array(readFileSync(p)),
      }));
      const decisions = await planUpload(files, [], { parser: xmldomParser });
      rows = decisions.filter((d) => d.write && d.current).map((d) => d.listing!);
    }, 60_000);

    it('finds the same unresolved references as the engine does over the XML (default BREX aside)', () => {
      const fromRows = new Set(unresolvedRefs(rows).map((u) => `${u.problem} ${u.ref}`));
      const objects = bikeFiles(isXmlFile).map((f) => readXmlFile(f));
      const fromXml = findUnresolvedRefs({
        objects,
        fileNames: bikeFiles().map((f) => basename(f)),
      })
        .map((u) => `${u.problem} ${formatRefString(u.ref)}`)
        .filter((u) => u !== 'missing DMC-S1000D-E-04-10-0301-00A-022A-D');
      expect(fromRows).toEqual(new Set(fromXml));
      expect([...fromRows].filter((u) => u.includes('PMC-'))).toEqual([
        'missing PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US',
      ]);
    });

    it('says where the ACT and an ICN are used', () => {
      expect(whereUsed(rows, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00WA-D_EN-US').length).toBe(84);
      expect(whereUsed(rows, 'ICN-07GB6-BIKECI0001.CGM')).toEqual([
        {
          from: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00XA-A_EN-US',
          ref: 'ICN-07GB6-BIKECI0001-001-01',
          exact: true,
        },
      ]);
    });
  });
});
