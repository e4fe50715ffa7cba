import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../test-fixtures';
import { main } from './main';

function run(...argv: string[]) {
  const lines: string[] = [];
  const code = main(
    argv,
    (s) => lines.push(s),
    (s) => lines.push(s),
  );
  return { code, output: lines.join('\n') };
}

const bike = (name: string) => join(BIKE_DIR, name);
const H31A = bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML');
const UPF = bike('UPF-S1000DLIGHTING-AAA-D00-00-00-00AA-00GA-D_001-00_EN-US.XML');

describe('ips-s1000d command line', () => {
  it('brexcheck: exit 1 with the project BREX error, 0 against the default BREX', () => {
    const project = run(
      'brexcheck',
      H31A,
      '-d',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'),
    );
    expect(project.code).toBe(1);
    expect(project.output).toMatch(/952A-T-H31A_002-00_EN-US\.XML:13: BREX ERROR Value "952"/);
    expect(run('brexcheck', '-B', '--default-brex-dir', DEFAULT_BREX_DIR, H31A).code).toBe(0);
  });

  it('brexcheck: exit 3 when the referenced BREX issue is missing, 2 when unreadable', () => {
    expect(run('brexcheck', UPF, '-d', BIKE_DIR).code).toBe(3);
    expect(run('brexcheck', join(BIKE_DIR, 'no-such.XML')).code).toBe(2);
  });

  it('brexcheck -x writes the s1kd-brexcheck XML report shape', () => {
    const { output } = run(
      'brexcheck',
      '-x',
      H31A,
      '-b',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'),
    );
    expect(output).toMatch(
      /<brexCheck>\n<document path="DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML">/,
    );
    expect(output).toContain(
      '<object line="13" xpath="/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode" value="952"/>',
    );
  });

  it('code, refs, applic and ddn report and exit as documented', () => {
    expect(run('code', 'PMC-S1000DBIKE-C3002-EPWG1-00').code).toBe(0);
    expect(run('code', 'PMC-S1000DBIKE').code).toBe(1);
    const refs = run(
      'refs',
      '-u',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'),
    );
    expect(refs.code).toBe(1);
    expect(refs.output).toContain(':82: MISSING DMC-S1000D-E-04-10-0301-00A-022A-D');
    const pct = bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML');
    const applic = run(
      'applic',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML'),
      '-P',
      pct,
      '-p',
      '1',
    );
    expect(applic.output).toContain('applicRefId app-0001');
    expect(applic.code).toBe(0);
    expect(run('ddn', bike('DDN-S1000DBIKE-C3002-U8025-2012-00001.XML')).code).toBe(1);
    expect(run('nonsense').code).toBe(64);
  });
});
