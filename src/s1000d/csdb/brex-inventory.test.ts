import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { brexInventory, brexLookupPattern } from './brex-inventory';
import type { ObjectListing } from './listing';
import { planUpload } from './upload-plan';

let rows: ObjectListing[];
beforeAll(async () => {
  const files = bikeFiles(isXmlFile).map((p) => ({ path: basename(p), bytes: readFileSync(p) }));
  const decisions = await planUpload(files, [], { parser: xmldomParser });
  rows = decisions.flatMap((d) => (d.listing ? [d.listing] : []));
});

const BIKE_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D';
const DEFAULT_41 = 'DMC-S1000D-E-04-10-0301-00A-022A-D';

describe('the BREX in reach of a project', () => {
  it('looks references up by the pattern s1kd-brexcheck builds', () => {
    expect(brexLookupPattern(`${BIKE_BREX}_008-00_EN-US`)).toBe(`${BIKE_BREX}_008-00_EN-US`);
    expect(brexLookupPattern(`${BIKE_BREX}_EN-US`)).toBe(`${BIKE_BREX}_???-??_EN-US`);
    expect(brexLookupPattern(BIKE_BREX)).toBe(BIKE_BREX);
  });

  it('finds the bike BREX on the 4.1 default, who follows each, and the UPF’s missing issue 007', () => {
    const inventory = brexInventory(rows);
    expect(inventory.brex.map((b) => [b.key, b.source, b.issue])).toEqual([
      [DEFAULT_41, 'default', ''],
      [`${BIKE_BREX}_EN-US`, 'project', '008-00'],
    ]);
    const [defaults, project] = inventory.brex;
    expect(defaults!.followers).toEqual([`${BIKE_BREX}_EN-US`]);
    expect(project!.followers.length).toBe(rows.filter((r) => r.t !== 'icn' && r.b).length - 2);
    expect(inventory.chains.get(`${BIKE_BREX}_EN-US`)).toEqual([DEFAULT_41, `${BIKE_BREX}_EN-US`]);
    expect(inventory.missing).toEqual([
      {
        ref: `${BIKE_BREX}_007-00`,
        from: [rows.find((r) => r.t === 'upf')!.k],
        present: ['008-00'],
      },
    ]);
    expect(inventory.noBrex).toEqual([]);
  });

  it('resolves a reference to an older issue the store keeps', () => {
    const inventory = brexInventory(rows, new Map([[`${BIKE_BREX}_EN-US`, ['007-00', '008-00']]]));
    expect(inventory.missing).toEqual([]);
    expect(inventory.brex[1]!.issues).toEqual(['007-00', '008-00']);
  });
});
