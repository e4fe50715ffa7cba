import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { main } from './main';

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await main(
    argv,
    (s) => lines.push(s),
    (s) => lines.push(s),
  );
  return { code, output: lines.join('\n') };
}

const bike = (name: string) => join(BIKE_DIR, name);

describe('ips-s1000d CSDB commands', () => {
  it('classify: kind, key, issue and title; exit 1 for a misnamed publication module', async () => {
    const good = await run(
      'classify',
      bike('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML'),
    );
    expect(good.code).toBe(0);
    expect(good.output).toBe(
      'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML: dm proced DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_EN-US 007-00 "Brake pads - Clean with rubbing alcohol"',
    );
    const pm = await run('classify', bike('PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML'));
    expect(pm.code).toBe(1);
    expect(pm.output).toContain(
      'NAME MISMATCH: the name says PMC-S1000DBIKE-C3002-EPWG1-00, the object says PMC-S1000DBIKE-C3002-00001-01 (S1000D name PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML)',
    );
    const json = await run('classify', '--json', bike('ICN-07GB6-BIKECI0001-001-01.PNG'));
    expect(JSON.parse(json.output)[0].listing).toMatchObject({
      k: 'ICN-07GB6-BIKECI0001.PNG',
      s: 'png',
    });
    expect((await run('classify')).code).toBe(64);
    expect((await run('classify', bike('no-such.XML'))).code).toBe(2);
  });
});
