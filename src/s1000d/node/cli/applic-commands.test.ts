import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from './run-cli';

const demo = mkdtempSync(join(tmpdir(), 'ips-s1000d-applic-'));
await run('demo-project', '--out', demo);
const named = (part: string) =>
  join(
    demo,
    readdirSync(demo).find((n) => n.includes(part))!,
  );

describe('ips-s1000d appcheck', () => {
  it('passes the demo project for its four products', async () => {
    const result = await run('appcheck', demo);
    expect(result.output).toMatch(
      /objects checked against 4 PCT products: 0 failed, 0 PCT findings\./,
    );
    expect(result.code).toBe(0);
  });

  it('fails a PCT value the ACT does not allow (a deliberate mismatch)', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'ips-s1000d-applic-bad-'));
    const pct = readFileSync(named('-00PA-'), 'utf8').replace(
      'applicPropertyValue="SP-400A"',
      'applicPropertyValue="SP-500"',
    );
    writeFileSync(join(bad, 'pct.XML'), pct);
    const result = await run(
      'appcheck',
      '-A',
      named('-00WA-'),
      '-C',
      named('-00QA-'),
      '-P',
      join(bad, 'pct.XML'),
      named('-520A-'),
    );
    expect(result.output).toMatch(
      /pct\.XML:\d+: PCT Product prod-4000245: model "SP-500" is not one of the allowed values \(SP-400, SP-400A\)\./,
    );
    expect(result.code).toBe(1);
  });
});

describe('ips-s1000d applic-write', () => {
  const out = join(demo, 'written.XML');
  it('writes a statement on a step, with display text, as the next in-work issue', async () => {
    const result = await run(
      'applic-write',
      '--statement',
      '<assert applicPropertyIdent="voltage" applicPropertyType="prodattr" applicPropertyValues="120"/>',
      '--element',
      'stp-0005',
      '--act',
      named('-00WA-'),
      '-o',
      out,
      named('-520A-'),
    );
    expect(result.output).toMatch(/520A-A_001-01_EN-US\.XML \(issue 001-01\) applic app-0001/);
    expect(result.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain(
      '<applic id="app-0001"><displayText><simplePara>Voltage: 120</simplePara>',
    );
    expect(text).toContain('<proceduralStep id="stp-0005" applicRefId="app-0001">');
    const filtered = await run('applic', out, '-s', 'voltage=230');
    expect(filtered.output).toMatch(/removed .*proceduralStep\[5\] \(applicRefId app-0001/);
  });

  it('refuses a value the ACT does not allow and writes nothing', async () => {
    const result = await run(
      'applic-write',
      '--statement',
      '<assert applicPropertyIdent="voltage" applicPropertyType="prodattr" applicPropertyValues="110"/>',
      '--object',
      '--act',
      named('-00WA-'),
      '-o',
      join(demo, 'refused.XML'),
      named('-520A-'),
    );
    expect(result.output).toBe(
      'REFUSED Statement: Supply voltage: "110" is not one of the allowed values (120, 230).',
    );
    expect(result.code).toBe(1);
    expect(readdirSync(demo)).not.toContain('refused.XML');
  });
});

describe('ips-s1000d applic-tables', () => {
  it('prints the ACT model and writes an edited one back as the next in-work issue', async () => {
    const read = await run('applic-tables', named('-00WA-'));
    expect(read.code).toBe(0);
    const model = JSON.parse(read.output) as { id: string; values: string }[];
    expect(model.map((a) => a.id)).toEqual(['serialno', 'model', 'voltage']);
    model.find((a) => a.id === 'voltage')!.values = '120|230|240';
    const json = join(demo, 'act.json');
    writeFileSync(json, JSON.stringify(model));
    const written = await run(
      'applic-tables',
      '--write',
      json,
      '-o',
      join(demo, 'act.XML'),
      named('-00WA-'),
    );
    expect(written.output).toMatch(/00WA-D_001-01_EN-US\.XML \(issue 001-01\)/);
    const reread = await run('applic-tables', join(demo, 'act.XML'));
    expect(reread.output).toContain('"values": "120|230|240"');
  });

  it('refuses a model with a duplicate id and writes nothing', async () => {
    const model = JSON.parse((await run('applic-tables', named('-00WA-'))).output) as object[];
    const json = join(demo, 'bad.json');
    writeFileSync(json, JSON.stringify([...model, model[1]]));
    const result = await run(
      'applic-tables',
      '--write',
      json,
      '-o',
      join(demo, 'bad.XML'),
      named('-00WA-'),
    );
    expect(result.output).toBe('REFUSED Attribute "model" is there twice: ids are unique.');
    expect(result.code).toBe(1);
    expect(readdirSync(demo)).not.toContain('bad.XML');
  });
});
