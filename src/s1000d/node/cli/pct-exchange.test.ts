import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR, FIXTURES } from '../test-fixtures';
import { runCli as run } from './run-cli';

const bike = (name: string) =>
  join(BIKE_DIR, `DMC-S1000DBIKE-AAA-D00-00-00-00AA-${name}_EN-US.XML`);
const ACT = bike('00WA-D_006-00');
const CCT = bike('00QA-D_005-00');
const PCT = bike('00PA-D_005-00');
const XSD = join(FIXTURES, 'xsd-mini/xml_schema_flat');
const tmp = mkdtempSync(join(tmpdir(), 'ips-s1000d-pct-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};

/** A produced module is valid (hand-written Issue 4.1 set) and passes the default BREX. */
async function expectValidAndBrexClean(path: string) {
  expect((await run('validate', '--issue', '4.1', '-s', XSD, path)).code).toBe(0);
  const brex = await run('brexcheck', '-B', '--default-brex-dir', DEFAULT_BREX_DIR, path);
  expect(brex.output).not.toMatch(/ERROR/);
  expect(brex.code).toBe(0);
}

const models = (variantCode: string, ranges: object[]) => [
  {
    id: 'm1',
    modelIdentCode: 'S1000DBIKE',
    name: 'Mountain bicycle',
    variants: [{ id: 'v1', code: variantCode, name: 'Brook trekker', ranges }],
  },
];

describe('ips-s1000d pct-import', () => {
  it('reads the bike PCT into a configuration set, grouping serial numbers and modifications', async () => {
    const out = join(tmp, 'set.json');
    const result = await run('pct-import', '-o', out, PCT, ACT, CCT);
    expect(result.code).toBe(0);
    expect(result.output).toContain('CHANGE New variant MK9 (Brook trekker) of S1000DBIKE.');
    expect(result.output).toContain(
      'CHANGE Add S1000DBIKE MK9, serial numbers 1B070644 to 1B070644, embodying SB-S001.',
    );
    // The bike PCT itself writes Pre/Post where its CCT allows PRE and POST-001~POST-999.
    expect(result.output).toContain(
      'WARNING Product 2 (1B070644): SB-S001 "Post" is not one of the allowed values (PRE, POST-001~POST-999).',
    );
    expect(result.output).toContain('WARNING The configuration set has no place for versrank');
    const set = JSON.parse(readFileSync(out, 'utf8')) as { models: { variants: unknown[] }[] };
    expect(set.models).toHaveLength(1);
    expect(set.models[0]!.variants).toHaveLength(2);
  });

  it('refuses a PCT product without a serial number and an overlapping range, writing nothing', async () => {
    const noSerial = file(
      'no-serial.XML',
      readFileSync(PCT, 'utf8').replace(
        '<assign applicPropertyIdent="serialno" applicPropertyType="prodattr" applicPropertyValue="1B070701"/>',
        '',
      ),
    );
    const out = join(tmp, 'refused.json');
    const refused = await run('pct-import', '-o', out, noSerial, ACT, CCT);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('PROBLEM Product 3 has no serialno (the serial number).');
    expect(() => readFileSync(out)).toThrow();

    const existing = file(
      'existing.json',
      JSON.stringify(
        models('MK9', [{ id: 'r', from: '1B070600', to: '1B070643', modifications: ['SB-S001'] }]),
      ),
    );
    const overlap = await run('pct-import', '--into', existing, '-o', out, PCT, ACT, CCT);
    expect(overlap.code).toBe(1);
    expect(overlap.output).toContain(
      'PROBLEM S1000DBIKE MK9, serial numbers 1B070643 to 1B070643: they overlap the range 1B070600 to 1B070643 already in the set.',
    );
  });

  it('merges into an existing set: a range already there is not added again', async () => {
    const existing = file(
      'same.json',
      JSON.stringify(
        models('MK9', [{ id: 'r', from: '1B070643', to: '1B070643', modifications: [] }]),
      ),
    );
    const result = await run('pct-import', '--into', existing, PCT, ACT, CCT);
    expect(result.code).toBe(0);
    expect(result.output).not.toContain('New model');
    expect(result.output).not.toContain('serial numbers 1B070643 to 1B070643');
    expect(result.output).toContain(
      'CHANGE Add S1000DBIKE MK9, serial numbers 1B070644 to 1B070644',
    );
  });
});

describe('ips-s1000d pct-export', () => {
  const ranges = [
    { id: 'a', from: '1B070640', to: '1B070643', modifications: [] },
    { id: 'b', from: '1B070644', to: '1B070645', modifications: ['SB-S001'] },
  ];

  it('writes a new PCT, one product per serial number, that appcheck reads and the default BREX passes', async () => {
    const config = file('export.json', JSON.stringify({ models: models('MK9', ranges) }));
    const out = join(tmp, 'new-pct.XML');
    const result = await run(
      'pct-export',
      '--config',
      config,
      '--mic',
      'S1000DBIKE',
      '--issuer',
      'SF815',
      '--issue',
      '4.1',
      '--date',
      '2026-11-24',
      '-o',
      out,
      ACT,
      CCT,
    );
    expect(result.code).toBe(0);
    expect(result.output).toContain(
      'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_000-01_EN-US.XML (issue 000-01): 6 product(s)',
    );
    const xml = readFileSync(out, 'utf8');
    expect(xml.match(/<product /g)).toHaveLength(6);
    // Mk9 is the ACT's spelling of the variant code MK9; SB-S001 embodied from 1B070644 on.
    expect(xml).toContain(
      'applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValue="Mk9"',
    );
    expect(xml).toMatch(/prd-1B070643">(?:(?!<\/product>)[\s\S])*applicPropertyValue="PRE"/);
    expect(xml).toMatch(/prd-1B070645">(?:(?!<\/product>)[\s\S])*applicPropertyValue="POST-001"/);
    expect(xml).toContain(
      '<applicCrossRefTableRef><dmRef><dmRefIdent><dmCode modelIdentCode="S1000DBIKE" systemDiffCode="AAA"',
    );
    await expectValidAndBrexClean(out);
    const check = await run('appcheck', '-A', ACT, '-C', CCT, '-P', out, bike('00PA-D_005-00'));
    expect(check.output).toMatch(/against 6 PCT products/);
    expect(check.output).toContain('0 PCT findings');
  });

  it('writes the next in-work issue of the bike PCT, keeping its status section byte for byte', async () => {
    const config = file('issue.json', JSON.stringify(models('MK9', ranges.slice(0, 1))));
    const out = join(tmp, 'issue-pct.XML');
    const result = await run('pct-export', '--config', config, '--into', PCT, '-o', out, ACT, CCT);
    expect(result.code).toBe(0);
    expect(result.output).toContain('00PA-D_005-01_EN-US.XML (issue 005-01): 4 product(s)');
    const before = readFileSync(PCT, 'utf8');
    const after = readFileSync(out, 'utf8');
    const copyright = (s: string) =>
      s.slice(s.indexOf('<dataRestrictions>'), s.indexOf('</dataRestrictions>'));
    expect(copyright(after)).toBe(copyright(before));
    expect(after).toContain('<issueInfo issueNumber="005" inWork="01"/>');
  });

  it('reports a made-up mismatch: a variant and a modification the ACT and CCT do not know', async () => {
    const config = file(
      'mismatch.json',
      JSON.stringify(models('MK7', [{ id: 'x', from: '7', to: '8', modifications: ['SB-X999'] }])),
    );
    const out = join(tmp, 'mismatch.XML');
    const result = await run('pct-export', '--config', config, '--into', PCT, '-o', out, ACT, CCT);
    expect(result.code).toBe(0);
    expect(result.output).toContain(
      'WARNING Variant code MK7 (version): "MK7" is not one of the allowed values (Mk1, Mk9); appcheck will report it.',
    );
    expect(result.output).toContain('WARNING Modification SB-X999 is not a condition of the CCT');
    const check = await run('appcheck', '-A', ACT, '-C', CCT, '-P', out, bike('00PA-D_005-00'));
    expect(check.output).toMatch(/[1-9]\d* PCT findings/);
  });

  it('refuses an attribute the ACT does not have, and a range it cannot list, writing nothing', async () => {
    const config = file(
      'bad.json',
      JSON.stringify(models('MK9', [{ id: 'x', from: 'AB', to: 'AC', modifications: [] }])),
    );
    const out = join(tmp, 'never.XML');
    const unknown = await run(
      'pct-export',
      '--config',
      config,
      '--map',
      'modelName=colour',
      '--into',
      PCT,
      '-o',
      out,
      ACT,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(
      'PROBLEM The ACT has no attribute "colour" (chosen for the model name).',
    );
    const unlisted = await run('pct-export', '--config', config, '--into', PCT, '-o', out, ACT);
    expect(unlisted.code).toBe(1);
    expect(unlisted.output).toContain(
      'serial numbers AB to AC: the range cannot be listed serial by serial',
    );
    expect(() => readFileSync(out)).toThrow();
  });
});

describe('ips-s1000d applic-new', () => {
  const settings = [
    '--mic',
    'TRIKE',
    '--issuer',
    'SF815',
    '--issue',
    '4.1',
    '--date',
    '2026-11-24',
  ];

  it('makes a new ACT and CCT that are valid, pass the default BREX, and that pct-export can use', async () => {
    const actModel = file(
      'act.json',
      JSON.stringify([
        {
          id: 'serialno',
          name: 'Serial number',
          displayName: '',
          descr: '',
          values: '',
          primary: true,
        },
        {
          id: 'version',
          name: 'Version',
          displayName: '',
          descr: '',
          values: 'A|B',
          primary: false,
        },
      ]),
    );
    const act = join(tmp, 'act.XML');
    const made = await run(
      'applic-new',
      'act',
      '--model',
      actModel,
      '--tech',
      'Tricycle',
      ...settings,
      '-o',
      act,
    );
    expect(made.output).toBe('DMC-TRIKE-A-00-00-00-00A-00WA-D_000-01_EN-US.XML');
    await expectValidAndBrexClean(act);
    const cctModel = file(
      'cct.json',
      JSON.stringify({
        types: [{ id: 'sb', name: 'Service bulletin status', descr: '', values: 'pre|post' }],
        conds: [{ id: 'SB-1', name: 'SB 1', descr: '', typeId: 'sb' }],
      }),
    );
    const cct = join(tmp, 'cct.XML');
    expect(
      (
        await run(
          'applic-new',
          'cct',
          '--model',
          cctModel,
          '--tech',
          'Tricycle',
          ...settings,
          '-o',
          cct,
        )
      ).code,
    ).toBe(0);
    await expectValidAndBrexClean(cct);
    const printed = await run('applic-tables', cct);
    expect(printed.output).toContain('"id": "SB-1"');
    const config = file(
      'trike.json',
      JSON.stringify([
        {
          id: 'm',
          modelIdentCode: 'TRIKE',
          name: 'Tricycle',
          variants: [
            {
              id: 'v',
              code: 'B',
              name: '',
              ranges: [{ id: 'r', from: '1', to: '2', modifications: ['SB-1'] }],
            },
          ],
        },
      ]),
    );
    const pct = join(tmp, 'trike-pct.XML');
    const exported = await run('pct-export', '--config', config, ...settings, '-o', pct, act, cct);
    expect(exported.code).toBe(0);
    await expectValidAndBrexClean(pct);
    expect(readFileSync(pct, 'utf8')).toContain(
      'applicPropertyIdent="SB-1" applicPropertyType="condition" applicPropertyValue="post"',
    );
  });

  it('refuses an ACT with no attributes and a CCT whose condition has an unknown type', async () => {
    const empty = file('empty.json', '[]');
    const out = join(tmp, 'none.XML');
    const act = await run(
      'applic-new',
      'act',
      '--model',
      empty,
      '--tech',
      'Tricycle',
      ...settings,
      '-o',
      out,
    );
    expect(act.code).toBe(1);
    expect(act.output).toContain('PROBLEM An ACT holds at least one product attribute.');
    const bad = file(
      'bad-cct.json',
      JSON.stringify({ types: [], conds: [{ id: 'c', name: 'C', descr: '', typeId: 'x' }] }),
    );
    const cct = await run(
      'applic-new',
      'cct',
      '--model',
      bad,
      '--tech',
      'Tricycle',
      ...settings,
      '-o',
      out,
    );
    expect(cct.output).toContain('PROBLEM Condition "c": its type "x" is not in the CCT.');
    expect(() => readFileSync(out)).toThrow();
  });
});
