import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../node/cli/main';
import { readXmlFile } from '../node/read-xml-file';
import { BIKE_DIR } from '../node/test-fixtures';
import { readDml, type Dml } from '../refs/dml';
import { countDmrl } from './dmrl-counts';

const BIKE_DMRL = join(BIKE_DIR, 'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML');

describe('countDmrl', () => {
  it('counts the bike DMRL by schema', () => {
    const counts = countDmrl(readDml(readXmlFile(BIKE_DMRL)));
    expect(counts.dataModules).toBe(88);
    expect(counts.bySchema).toMatchObject({
      // The equipment list (056) is wiring data, as the bike's own 056 is.
      descript: 21,
      proced: 37,
      fault: 5,
      ipd: 2,
      comrep: 7,
      crew: 3,
    });
    expect(Object.values(counts.bySchema).reduce((a, b) => a + b, 0)).toBe(88);
  });

  it('leaves out deleted entries, counts ICNs, plans a repeated module once, and prefers known schemas', () => {
    const dm = (code: string) => ({ kind: 'dm' as const, code, context: '' });
    const dml: Dml = {
      entries: [
        { ref: dm('DMC-BIKE-A-00-00-00-00A-040A-A') },
        { ref: dm('DMC-BIKE-A-00-00-00-00A-040A-A'), dmlEntryType: 'c' },
        { ref: dm('DMC-BIKE-A-00-00-00-00A-520A-A'), dmlEntryType: 'd' },
        { ref: dm('DMC-BIKE-A-00-00-00-00A-720A-A') },
        { icn: 'ICN-BIKE-A-000000-A-00001-00001-A-01-1' },
        { ref: { kind: 'pm', code: 'PMC-BIKE-00001-00', context: '' } },
      ],
    };
    expect(countDmrl(dml, new Map([['BIKE-A-00-00-00-00A-720A-A', 'crew']]))).toEqual({
      dataModules: 2,
      icns: 1,
      deleted: 1,
      otherEntries: 1,
      bySchema: { descript: 1, crew: 1 },
    });
  });

  it('is the dmrl-counts command of the CLI', async () => {
    const lines: string[] = [];
    const code = await main(['dmrl-counts', '--json', BIKE_DMRL], (s) => lines.push(s));
    expect(code).toBe(0);
    expect(JSON.parse(lines.join('\n')).dataModules).toBe(88);
    expect(
      await main(
        ['dmrl-counts'],
        () => {},
        () => {},
      ),
    ).toBe(64);
  });
});
