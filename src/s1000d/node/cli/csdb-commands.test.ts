import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultProjectSettings } from '../../csdb/project-settings';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

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

  const tmp = mkdtempSync(join(tmpdir(), 'ips-s1000d-csdb-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('index, upload, where-used and unresolved work over a folder and over its rows', async () => {
    const rowsFile = join(tmp, 'rows.json');
    const index = await run('index', '-o', rowsFile, BIKE_DIR);
    expect(index.code).toBe(0);
    const rows = JSON.parse(readFileSync(rowsFile, 'utf8')) as { k: string }[];
    expect(rows).toHaveLength(152);

    const first = await run('upload', BIKE_DIR);
    expect(first.code).toBe(0);
    expect(first.output).toContain('152 file(s): 150 added, 2 name mismatch');
    const again = await run(
      'upload',
      '--index',
      rowsFile,
      bike('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML'),
    );
    expect(again.output).toContain(
      'IDENTICAL DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML: identical to issue 007-00',
    );
    expect(again.code).toBe(0);

    const used = await run(
      'where-used',
      '--index',
      rowsFile,
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D',
    );
    expect(used.code).toBe(0);
    expect(used.output.split('\n')).toHaveLength(3);
    const unresolved = await run(
      'unresolved',
      '--index',
      rowsFile,
      '--object',
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-002A-A_EN-US',
    );
    expect(unresolved.code).toBe(1);
    expect(unresolved.output).toContain(
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-002A-A_EN-US: OTHER ISSUE DMC-S1000DBIKE-AAA-D00-00-00-00AA-041A-A_001-00_EN-US (found DMC-S1000DBIKE-AAA-D00-00-00-00AA-041A-A_EN-US 009-00)',
    );
    expect((await run('where-used', '--index', rowsFile, 'DMC-NOPE')).code).toBe(64);
  }, 60_000);

  it('upissue writes the next issue beside the object, refuses to overwrite, -d only names it', async () => {
    const source = join(tmp, 'DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-00_EN-US.XML');
    copyFileSync(bike('DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-00_EN-US.XML'), source);
    const next = join(tmp, 'DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-01_EN-US.XML');
    expect(await run('upissue', '-d', source)).toEqual({ code: 0, output: next });
    expect(
      await run('upissue', '-I', '2025-06-01', '-c', 'Wheel size corrected', '-t', 'urt02', source),
    ).toEqual({
      code: 0,
      output: next,
    });
    const written = readFileSync(next, 'utf8');
    expect(written).toContain('<issueInfo issueNumber="008" inWork="01"/>');
    expect(written).toContain(
      'updateReasonType="urt02" updateHighlight="1"><simplePara>Wheel size corrected</simplePara>',
    );
    expect((await run('upissue', source)).code).toBe(1);
    const official = await run('upissue', '-i', '-1', 'tabtop', next);
    expect(official.output).toBe(
      join(tmp, 'DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_009-00_EN-US.XML'),
    );
    expect((await run('upissue', '-1', 'nonsense', next)).code).toBe(64);
  });

  it('defaults writes .defaults and .dmtypes from settings, and lists the problems of bad ones', async () => {
    const settings = defaultProjectSettings({
      modelIdentCodes: ['AQUAPUMP'],
      responsiblePartnerCompany: { code: '1AQP5', name: 'Aqua Pumps Ltd' },
      originator: { code: '1AQP5', name: 'Aqua Pumps Ltd' },
      infoCodeSchemas: { '040': 'descript', '520': 'proced' },
    });
    const file = join(tmp, 'settings.json');
    writeFileSync(file, JSON.stringify(settings));
    const text = await run('defaults', file);
    expect(text.code).toBe(0);
    expect(text.output).toContain('brex                           S1000D-H-04-10-0301-00A-022A-D');
    expect((await run('defaults', '--dmtypes', file)).output).toBe(
      '040         descript            Description\n520         proced              Remove procedure',
    );
    expect((await run('defaults', '-o', tmp, file)).code).toBe(0);
    expect(readFileSync(join(tmp, '.dmtypes'), 'utf8')).toContain('520         proced');
    writeFileSync(file, JSON.stringify({ ...settings, systemDiffCode: '' }));
    const bad = await run('defaults', file);
    expect(bad).toEqual({
      code: 1,
      output: `${file}: System difference code must be 1 to 4 capital letters or digits`,
    });
  });

  it('sns lists the maintained SNS, prints one, and renders it as snsRules', async () => {
    expect((await run('sns')).output.split('\n')).toHaveLength(8);
    expect((await run('sns', 'generic')).output).toMatch(
      /^00 Product, General\n 0 Product, Description/,
    );
    expect((await run('sns', '--brex', 'tactical-missiles')).output).toMatch(
      /^<snsRules>\n {2}<snsDescr>\n {4}<snsSystem>/,
    );
    expect((await run('sns', 'nonsense')).code).toBe(64);
  });

  it('demo-project writes the demo, which brexcheck passes layered, with SNS and notations', async () => {
    const folder = join(tmp, 'demo');
    expect(await run('demo-project', '--out', folder)).toEqual({
      code: 0,
      output: `20 objects written to ${folder}`,
    });
    expect(readFileSync(join(folder, '.defaults'), 'utf8')).toContain(
      'brex                           TIDEWELL-A-00-00-00-00A-022A-D',
    );
    expect(JSON.parse(readFileSync(join(folder, 'project.json'), 'utf8')).settings.sns).toEqual({
      kind: 'project',
    });
    expect(await run('brexcheck', '-l', '-S', '-n', folder)).toEqual({
      code: 0,
      output: '17 of 17 object(s) passed',
    });
    expect((await run('demo-project')).code).toBe(64);
  }, 60_000);
});
