import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

const bike = (name: string) => join(BIKE_DIR, name);
const H31A = bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML');
const UPF = bike('UPF-S1000DLIGHTING-AAA-D00-00-00-00AA-00GA-D_001-00_EN-US.XML');
const PROJECT_BREX = bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML');
const scratch = mkdtempSync(join(tmpdir(), 'ips-s1000d-cli-'));
const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};

describe('ips-s1000d command line', () => {
  it('brexcheck: exit 1 with the project BREX error, 0 against the default BREX', async () => {
    const project = await run('brexcheck', H31A, '-d', BIKE_DIR);
    expect(project.code).toBe(1);
    expect(project.output).toMatch(
      /952A-T-H31A_002-00_EN-US\.XML:13: VALUE ERROR Bike information codes \(.*@infoCode\)/,
    );
    expect((await run('brexcheck', '-B', '--default-brex-dir', DEFAULT_BREX_DIR, H31A)).code).toBe(
      0,
    );
  });

  it('brexcheck: exit 3 when the referenced BREX issue is missing', async () => {
    const upf = await run('brexcheck', UPF, '-d', BIKE_DIR);
    expect(upf.code).toBe(3);
    expect(upf.output).toContain(
      'Could not find BREX data module: DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_007-00',
    );
  });

  it('brexcheck: a missing path, a folder without XML or a file that is not XML is exit 2', async () => {
    const missing = await run('brexcheck', join(BIKE_DIR, 'no-such.XML'));
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no-such.XML: no such file or folder');
    expect(missing.output).not.toMatch(/0 of 0/);
    const text = await run('brexcheck', '-B', file('notes.txt', 'just words\n'));
    expect(text.code).toBe(2);
    expect(text.output).toMatch(/notes\.txt: not well-formed XML at line 1/);
    const png = await run('brexcheck', '-B', file('x.png', '\x89PNG\r\n\x1a\n'));
    expect(png.code).toBe(2);
    const empty = mkdtempSync(join(tmpdir(), 'ips-s1000d-empty-'));
    expect((await run('brexcheck', '-B', empty)).output).toContain('holds no XML files');
    expect((await run('brexcheck', '-B', '-e', file('skip.txt', 'x'), H31A)).code).toBe(0);
    expect((await run('brexcheck', '-B', '-X', '3.1', H31A)).code).toBe(4);
    expect((await run('brexcheck', '-B', '--frobnicate', H31A)).code).toBe(64);
    expect((await run('brexcheck')).code).toBe(64);
  });

  it('brexcheck: an object that names no BREX gets a warning and exit 0', async () => {
    const plain = file('plain.xml', '<?xml version="1.0"?><notes><note>hi</note></notes>');
    const result = await run('brexcheck', plain);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/WARNING: \S*plain\.xml does not reference a BREX data module\./);
    // With -B it is checked against the newest default BREX, which refuses its root element.
    const defaulted = await run('brexcheck', '-B', '-x', plain);
    expect(defaulted.output).toContain('<brex path="DMC-S1000D-H-04-10-0301-00A-022A-D">');
    expect(defaulted.code).toBe(1);
  });

  it('every command refuses a 100,000-level deep document at once', async () => {
    const deep = file('deep.xml', `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
    const started = performance.now();
    for (const argv of [
      ['brexcheck', '-B', deep],
      ['refs', deep],
      ['applic', deep],
      ['ddn', deep],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv[0]).toBe(2);
      expect(result.output, argv[0]).toMatch(/nested more than 256 deep/);
    }
    expect(performance.now() - started).toBeGreaterThan(0);
  });

  it('brexcheck -x writes the s1kd-brexcheck XML report', async () => {
    const { output } = await run('brexcheck', '-x', H31A, '-b', PROJECT_BREX);
    expect(output).toMatch(
      /^<\?xml version="1.0"\?>\n<brexCheck layered="no" checkObjectValues="yes"/,
    );
    expect(output).toContain(
      '<object line="13" xpath="/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode">',
    );
  });

  it('output piped into head ends quietly (no EPIPE trace)', () => {
    const bin = join(import.meta.dirname, '../../../../bin/ips-s1000d.mjs');
    // Far more output than a pipe holds, so the writer meets the closed pipe.
    const dirs = Array.from({ length: 8 }, () => `"${BIKE_DIR}"`).join(' ');
    const piped = spawnSync('sh', ['-c', `node "${bin}" refs ${dirs} | head -1`], {
      encoding: 'utf8',
    });
    expect(piped.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(piped.stderr).not.toMatch(/EPIPE|Error/);
  }, 60_000);

  it('ddn refuses a file that is not a data dispatch note', async () => {
    const result = await run('ddn', H31A);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/is not a data dispatch note: its root element is <dmodule>/);
  });

  it('code, refs, applic and ddn report and exit as documented', async () => {
    expect((await run('code', 'PMC-S1000DBIKE-C3002-EPWG1-00')).code).toBe(0);
    expect((await run('code', 'PMC-S1000DBIKE')).code).toBe(1);
    const refs = await run(
      'refs',
      '-u',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'),
    );
    expect(refs.code).toBe(1);
    expect(refs.output).toContain(':82: MISSING DMC-S1000D-E-04-10-0301-00A-022A-D');
    const pct = bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML');
    const applic = await run(
      'applic',
      bike('DMC-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML'),
      '-P',
      pct,
      '-p',
      '1',
    );
    expect(applic.output).toContain('applicRefId app-0001');
    expect(applic.code).toBe(0);
    expect((await run('ddn', bike('DDN-S1000DBIKE-C3002-U8025-2012-00001.XML'))).code).toBe(1);
    expect((await run('nonsense')).code).toBe(64);
  });

  it('prints the help of every command once, and refuses a missing or unknown command with it', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    const commands = help.output.split('\n\n').map((usage) => /^ips-s1000d (\S+)/.exec(usage)?.[1]);
    expect(commands.slice(0, 3)).toEqual(['brexcheck', 'brex-info', 'brex-inventory']);
    expect(commands).toContain('pm-analyze');
    expect(new Set(commands).size).toBe(commands.length);
    const none = await run();
    expect(none.code).toBe(64);
    expect(none.output).toBe(help.output);
    const unknown = await run('nonsense');
    expect(unknown.output).toBe(`ips-s1000d: unknown command "nonsense"\n\n${help.output}`);
    // A usage error of a command that runs at once and of one that returns a promise.
    expect((await run('defaults')).output).toMatch(/^ips-s1000d: no settings file given\n\n/);
    expect((await run('ddn')).output).toMatch(/^ips-s1000d: no DDN given\n\n/);
  });
});
