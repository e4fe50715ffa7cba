import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { miniXsdZip } from '../test-projects';
import { runCli } from './run-cli';

const run = runCli;

const dir = mkdtempSync(join(tmpdir(), 'ips-authoring-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const BRAKE = 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML';
const BIKE_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';
const project = join(dir, 'project');
const dmArgs = ['--mic', 'BIKE', '--issuer', 'U8025', '--date', '2026-11-24'];

describe('ips-s1000d new, syncrefs, addicn, check-module', () => {
  it('makes a data module from the defaults that check-module passes, and names bad input', async () => {
    const out = join(dir, 'new.xml');
    const newDm = (ic: string, ...more: string[]) =>
      run('new', 'dm', ...dmArgs, '--sns', 'DA1-1-0-00', '--ic', ic, '--tech', 'Brake', ...more);
    const made = await newDm('520', '-o', out);
    expect(made).toEqual({
      code: 0,
      output: `${out}: DMC-BIKE-A-DA1-10-00-00A-520A-A_000-01_EN-US.XML (proced)`,
    });
    expect(readFileSync(out, 'utf8')).toContain('<infoName>Remove procedure</infoName>');
    const checked = await run('check-module', out);
    expect(checked).toEqual({ code: 0, output: '' });
    const learning = join(dir, 'learning.xml');
    expect(await newDm('952', '-o', learning, '--learn', 'T4JC')).toEqual({
      code: 0,
      output: `${learning}: DMC-BIKE-A-DA1-10-00-00A-952A-A-T4JC_000-01_EN-US.XML (learning)`,
    });
    expect(readFileSync(learning, 'utf8')).toContain('<learningContent>');
    expect(await run('check-module', learning)).toEqual({ code: 0, output: '' });
    const fault = await newDm('421');
    expect(fault.code).toBe(0);
    expect(fault.output).toContain('<faultIsolation>');
    const bad = await run('new', 'dm', ...dmArgs, '--sns', 'DA1', '--ic', '520', '--tech', '');
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('PROBLEM: Enter the technical name');
    for (const kind of ['dml', 'ddn', 'com']) {
      const extra =
        kind === 'ddn'
          ? [
              '--to',
              'C3002',
              '--to-name',
              'MoD',
              '--to-city',
              'London',
              '--to-country',
              'UK',
              '--from-city',
              'Leeds',
              '--from-country',
              'UK',
              'a.XML',
            ]
          : kind === 'com'
            ? [
                '--title',
                'Torque',
                '--text',
                'Which torque?',
                '--from-city',
                'Leeds',
                '--from-country',
                'UK',
              ]
            : [];
      const file = join(dir, `${kind}.xml`);
      expect((await run('new', kind, ...dmArgs, '-o', file, ...extra)).code).toBe(0);
      expect(await run('check-module', file)).toEqual({ code: 0, output: '' });
    }
  });

  it('check-module --ste adds the STE findings the editor shows; without it there are none', async () => {
    const hub = join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-DA5-20-00-00AA-251C-A_008-00_EN-US.XML');
    const plain = await run('check-module', '--no-brex', hub);
    expect(plain.output).not.toContain('[ste]');
    const withSte = await run('check-module', '--no-brex', '--ste', hub);
    expect(withSte.code).toBe(1);
    expect(withSte.output).toMatch(/:193: ERROR \[ste\] R5\.1 \(ASD-STE100 Issue 9\): 21 words/);
  });

  it('makes the templates of decision 1261 and refuses a checklist with why', async () => {
    const newDm = (ic: string, ...more: string[]) =>
      run('new', 'dm', ...dmArgs, '--sns', 'DA1-1-0-00', '--ic', ic, '--tech', 'Brake', ...more);
    const assessment = join(dir, 'assessment.xml');
    expect((await newDm('952', '-o', assessment, '--learn', 'T4JE')).code).toBe(0);
    expect(readFileSync(assessment, 'utf8')).toContain('<learningAssessment>');
    expect(await run('check-module', assessment)).toEqual({ code: 0, output: '' });
    expect((await newDm('0A4')).output).toContain('<warningRepository>');
    const checklist = await newDm('040', '--schema', 'checklist');
    expect(checklist.code).toBe(1);
    expect(checklist.output).toContain('takes the checklist schema, which has no template because');
  });

  it('check-module reports a BREX error and an unresolved reference at their lines', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(project, { recursive: true });
    copyFileSync(join(BIKE_DIR, BIKE_BREX), join(project, BIKE_BREX));
    const broken = join(dir, BRAKE);
    writeFileSync(
      broken,
      readFileSync(join(BIKE_DIR, BRAKE), 'utf8').replace(
        'securityClassification="01"',
        'securityClassification="77"',
      ),
    );
    const checked = await run('check-module', '-d', project, broken);
    expect(checked.code).toBe(1);
    expect(checked.output).toMatch(new RegExp(`${BRAKE}:\\d+: ERROR \\[brex\\] .*"77"`));
    expect(checked.output).toMatch(
      /WARNING \[reference\] DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A: no data module/,
    );
  });

  it('syncrefs and addicn write the file back with everything else byte for byte', async () => {
    const file = join(dir, 'brake.xml');
    const synced = await run('syncrefs', '-o', file, join(BIKE_DIR, BRAKE));
    expect(synced).toEqual({ code: 0, output: `${file}: 1 reference(s) in refs` });
    const icn = await run(
      'addicn',
      '-i',
      'ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01.png',
      '-o',
      file,
      file,
    );
    expect(icn.output).toBe(`${file}: ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01 (png) declared`);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('<!ENTITY ICN-BIKE-A-DA10000-A-U8025-00001-A-001-01 SYSTEM');
    const original = readFileSync(join(BIKE_DIR, BRAKE), 'utf8');
    // Only the DOCTYPE and the refs changed: the content's reference replaced the old copy.
    const around = (t: string) => [
      t.slice(t.indexOf('<dmodule'), t.indexOf('<refs>')),
      t.slice(t.indexOf('</refs>')),
    ];
    expect(around(text)).toEqual(around(original));
    expect((await run('addicn', '-i', 'picture.png', file)).code).toBe(1);
  });

  it('complete lists what the editor completes: from the schema set, else the text and the BREX', async () => {
    const module = join(dir, 'complete.xml');
    copyFileSync(join(BIKE_DIR, BRAKE), module);
    const engine = await run('complete', '-e', 'emphasis', '-e', 'dmStatus', module);
    expect(engine.code).toBe(0);
    expect(engine.output).toMatch(/^dmStatus: \(any\)$/m);
    expect(engine.output).toMatch(/^ {2}@emphasisType = em01 \| em02/m);
    const zip = join(dir, 'S1000D_4-1.zip');
    writeFileSync(zip, miniXsdZip());
    const schema = await run('complete', '-s', zip, '-e', 'dmodule', module);
    expect(schema.output).toMatch(/^dmodule: .*identAndStatusSection.*content/m);
    const unknown = await run('complete', '-s', zip, '-e', 'proceduralStep', module);
    expect(unknown).toEqual({
      code: 1,
      output: 'PROBLEM: proceduralStep is not an element the editor knows here.',
    });
  });

  it('rfu adds a reason for update and sets the BREX reference, naming bad input', async () => {
    const module = join(dir, 'rfu.xml');
    const out = join(dir, 'rfu-out.xml');
    copyFileSync(join(BIKE_DIR, BRAKE), module);
    const before = await run('rfu', module);
    const added = await run('rfu', '--add', 'Torque changed', '--type', 'urt02', '-o', out, module);
    expect(added.code).toBe(0);
    expect(added.output.split('\n').slice(0, -1).join('\n')).toBe(before.output);
    expect(added.output).toMatch(/rfu-\d{4}\turt02\thighlight\tTorque changed$/);
    const brex = await run(
      'rfu',
      '--brex',
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
      '-o',
      out,
      out,
    );
    expect(brex.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(
      'assyCode="00" disassyCode="00" disassyCodeVariant="AA" infoCode="022"',
    );
    const bad = await run('rfu', '--add', 'x', '--type', 'tech', module);
    expect(bad).toEqual({
      code: 1,
      output: 'PROBLEM: The update reason type is urt followed by two digits (urt01 to urt99).',
    });
  });
});
