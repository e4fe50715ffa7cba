import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { runCli as run } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'ips-dmrl-merge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const BASE = join(BIKE_DIR, 'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML');
const deleting = (seq: string, rpc: string, type: string) => {
  const path = join(dir, `DML-S1000DBIKE-K0378-P-2026-${seq}_000-01.XML`);
  writeFileSync(
    path,
    `<dml><identAndStatusSection><dmlAddress><dmlIdent><dmlCode modelIdentCode="S1000DBIKE" senderIdent="K0378" dmlType="p" yearOfDataIssue="2026" seqNumber="${seq}"/><issueInfo issueNumber="000" inWork="01"/></dmlIdent><dmlAddressItems><issueDate year="2026" month="11" day="24"/></dmlAddressItems></dmlAddress><dmlStatus issueType="new"><security securityClassification="01"/></dmlStatus></identAndStatusSection><dmlContent><dmlEntry dmlEntryType="${type}"><dmRef><dmRefIdent><dmCode modelIdentCode="BRAKE" systemDiffCode="AAA" systemCode="DA1" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="AA" infoCode="041" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent><dmRefAddressItems><dmTitle><techName>Brake system</techName><infoName>Description of how it is made</infoName></dmTitle></dmRefAddressItems></dmRef><responsiblePartnerCompany enterpriseCode="${rpc}"/></dmlEntry></dmlContent></dml>`,
  );
  return path;
};

describe('ips-s1000d dmrl-merge', () => {
  it('writes the merged issue and the report; exit 0 without conflicts', async () => {
    const out = join(dir, 'merged.xml');
    const report = join(dir, 'report.txt');
    const merged = await run(
      'dmrl-merge',
      '-o',
      out,
      '--report',
      report,
      '--date',
      '2026-11-24',
      BASE,
      deleting('00001', 'K0378', 'c'),
    );
    expect(merged.code).toBe(0);
    expect(merged.output).toContain('CHANGED   DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A');
    expect(readFileSync(out, 'utf8')).toContain('xml_schema_flat/dml.xsd');
    expect(readFileSync(out, 'utf8')).toContain('<issueInfo issueNumber="001" inWork="01"/>');
    expect(readFileSync(report, 'utf8')).toMatch(
      /^DML-S1000DBIKE-C3002-C-2012-00001_001-01\.XML: 1 change/,
    );
  });

  it('exits 1 on a conflict and names it', async () => {
    const merged = await run(
      'dmrl-merge',
      BASE,
      deleting('00002', 'K0378', 'c'),
      deleting('00003', 'K0378', 'd'),
    );
    expect(merged.code).toBe(1);
    expect(merged.output).toMatch(
      /CONFLICT +DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A .*this list deletes it/,
    );
  });

  it('refuses a file that is not a DML', async () => {
    const notDml = join(BIKE_DIR, 'DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A_001-00_EN-US.XML');
    expect((await run('dmrl-merge', BASE, notDml)).code).toBe(64);
  });
});
