import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadXml } from '../../xml/load-xml';
import { xmldomParser } from '../../xml/xmldom-parser';
import { BIKE_DIR } from '../test-fixtures';
import { runCli as run } from './run-cli';

const bike = (name: string) => join(BIKE_DIR, name);
const tmp = mkdtempSync(join(tmpdir(), 'cir-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const LIGHT_REPAIR = 'DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-921A-A_007-00_EN-US.XML';
const WARNINGS = 'DMC-S1000DLIGHTING-AAA-D00-00-00-01AA-012A-A_001-00_EN-US.XML';
const CAUTIONS = 'DMC-S1000DLIGHTING-AAA-D00-00-00-02AA-012A-A_001-00_EN-US.XML';

describe('ips-s1000d cir (the bike set holds 9 CIR data modules)', () => {
  it('lists each CIR type with its items and uses, then the references no CIR resolves', async () => {
    const { code, output } = await run('cir', BIKE_DIR);
    expect(code).toBe(1);
    const lines = output.split('\n');
    expect(lines.slice(0, 9)).toEqual([
      '9 CIR data module(s)',
      '00E Functional item: 17 item(s), 16 used',
      '00G Part: 24 item(s), 23 used',
      '00H Zone: 4 item(s), 2 used',
      '00N Tool: 18 item(s), 1 used',
      '00X Control or indicator: 4 item(s), 1 used',
      '0A1 Functional or physical area: 76 item(s), 0 used',
      '0A4 Warning: 2 item(s), 2 used',
      '0A5 Caution: 2 item(s), 2 used',
    ]);
    expect(lines).toContain(`${LIGHT_REPAIR}:195: UNRESOLVED Tool BSK-SCRDV-001 (CIR 00N)`);
    expect(lines).toContain(
      'DMC-S1000DBIKE-AAA-D00-00-00-01AA-941A-D_007-00_EN-US.XML:118: UNRESOLVED Part KZ999/BICYCLE-001 (CIR 00G)',
    );
    expect(lines.filter((l) => l.includes('UNRESOLVED'))).toHaveLength(19);
  });

  it('--items shows each item, its CIR and where it is used', async () => {
    const { output } = await run('cir', '--items', BIKE_DIR);
    expect(output).toContain(
      `  warning-002 "Make sure the light glass is not broken before handling it" (${WARNINGS}:91)\n    <- DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-413A-A_007-00_EN-US.XML:151`,
    );
    expect(output).toContain('  ci-0004 ');
  });

  it('a project whose references all resolve exits 0', async () => {
    const { code } = await run(
      'cir',
      bike(WARNINGS),
      bike(CAUTIONS),
      bike('DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-413A-A_007-00_EN-US.XML'),
    );
    expect(code).toBe(0);
  });
});

describe('ips-s1000d cir-instance', () => {
  it('writes warnings and cautions in full, records the CIRs used, and keeps what no CIR resolves', async () => {
    const out = join(tmp, 'instance.xml');
    const { code, output } = await run('cir-instance', '-o', out, bike(LIGHT_REPAIR), BIKE_DIR);
    expect(code).toBe(1);
    expect(output).toContain(`${LIGHT_REPAIR}:195: not resolved: Tool BSK-SCRDV-001 (CIR 00N)`);
    const text = readFileSync(out, 'utf8');
    expect(text.startsWith('<?xml')).toBe(true);
    expect(text).toContain('<!DOCTYPE dmodule');
    const doc = loadXml(text, { parser: xmldomParser }).document;
    expect(doc.getElementsByTagName('warningsAndCautionsRef')).toHaveLength(0);
    const warnings = doc.getElementsByTagName('warningsAndCautions')[0]!;
    expect(warnings.getElementsByTagName('warning')[0]!.getAttribute('id')).toBe('w001');
    expect(warnings.getElementsByTagName('warning')[0]!.textContent).toBe(
      'Make sure that the bulb is cool before you replace it.',
    );
    expect(warnings.getElementsByTagName('caution')).toHaveLength(2);
    const sources = Array.from(doc.getElementsByTagName('repositorySourceDmIdent'));
    expect(
      sources.map((s) => s.getElementsByTagName('dmCode')[0]!.getAttribute('disassyCode')),
    ).toEqual(['01', '02']);
    // safetyRqmts still points at the same ids, now inside the module.
    expect(doc.getElementsByTagName('safetyRqmts')[0]!.getAttribute('warningRefs')).toBe('w001');
  });

  it('names an unnamed functional item reference from the functional item CIR', async () => {
    const { output } = await run(
      'cir-instance',
      '--json',
      bike('DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-056A-A_008-00_EN-US.XML'),
      bike('DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-00EA-D_001-00_EN-US.XML'),
    );
    const instance = JSON.parse(output) as { text: string; resolved: Record<string, number> };
    expect(instance.resolved.functionalItemRef).toBeGreaterThan(0);
    expect(instance.text).toContain(
      '<functionalItemRef functionalItemNumber="L1"><name>Front light</name>',
    );
  });

  it('bad input: no CIRs given is a usage error and writes nothing', async () => {
    const { code, output } = await run('cir-instance', bike(LIGHT_REPAIR));
    expect(code).toBe(64);
    expect(output).toContain('give a data module and its CIRs');
  });
});
