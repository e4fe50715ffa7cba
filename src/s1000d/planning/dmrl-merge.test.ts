import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { BIKE_DIR } from '../node/test-fixtures';
import { miniXsdZip } from '../node/test-projects';
import { xmldomParser } from '../node/xmldom-parser';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { loadXml } from '../xml/load-xml';
import { readDmlList, type DmlList } from './dml-entries';
import { mergeDmls, mergeReportText } from './dmrl-merge';
import { mergeDmlFiles } from './merge-dml-files';

const BIKE_DML = `${BIKE_DIR}/DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML`;
const BRAKE_041 = 'DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A';
const BRAKE_00W = 'DMC-BRAKE-AAA-D00-00-00-00AA-00WA-D';
const NEW_ONE = 'DMC-S1000DBIKE-AAA-DA9-00-00-00AA-040A-A';

const dmCode = (code: string) => {
  const [mic, sdc, sys, subs, assy, dc, ic, ilc] = code.replace(/^DMC-/, '').split('-') as string[];
  return `<dmCode modelIdentCode="${mic}" systemDiffCode="${sdc}" systemCode="${sys}" subSystemCode="${subs![0]}" subSubSystemCode="${subs![1]}" assyCode="${assy}" disassyCode="${dc!.slice(0, 2)}" disassyCodeVariant="${dc!.slice(2)}" infoCode="${ic!.slice(0, 3)}" infoCodeVariant="${ic!.slice(3)}" itemLocationCode="${ilc}"/>`;
};

type Entry = {
  type?: string;
  code: string;
  tech: string;
  info?: string;
  rpc?: string;
  ref?: string;
};

/** A partial DMRL from a partner, written for the test. */
function partial(seq: string, entries: Entry[], dmlType = 'p'): DmlList {
  const body = entries
    .map((e) => {
      const ref =
        e.ref ??
        `<dmRef><dmRefIdent>${dmCode(e.code)}</dmRefIdent><dmRefAddressItems><dmTitle><techName>${e.tech}</techName>${e.info ? `<infoName>${e.info}</infoName>` : ''}</dmTitle></dmRefAddressItems></dmRef>`;
      return `<dmlEntry${e.type ? ` dmlEntryType="${e.type}"` : ''}>${ref}${e.rpc === '' ? '' : `<responsiblePartnerCompany enterpriseCode="${e.rpc ?? 'SF815'}"/>`}</dmlEntry>`;
    })
    .join('');
  const fileName = `DML-S1000DBIKE-K0378-${dmlType.toUpperCase()}-2026-${seq}_000-01.XML`;
  const xml = `<dml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_4-1/xml_schema_flat/dml.xsd"><identAndStatusSection><dmlAddress><dmlIdent><dmlCode modelIdentCode="S1000DBIKE" senderIdent="K0378" dmlType="${dmlType}" yearOfDataIssue="2026" seqNumber="${seq}"/><issueInfo issueNumber="000" inWork="01"/></dmlIdent><dmlAddressItems><issueDate year="2026" month="11" day="24"/></dmlAddressItems></dmlAddress><dmlStatus issueType="new"><security securityClassification="01"/></dmlStatus></identAndStatusSection><dmlContent>${body}</dmlContent></dml>`;
  return readDmlList(loadXml(xml, { parser: xmldomParser, fileName }))!;
}

const base = readDmlList(readXmlFile(BIKE_DML))!;
const merge = (...lists: DmlList[]) =>
  mergeDmls([base, ...lists], { issue: '4.1', date: '2026-11-24' });
const schemas = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
if (!schemas.ok) throw new Error(schemas.problems.join());
const validator = await SchemaValidator.create([schemas.set]);

describe('reading a DML', () => {
  it('reads the bike DMRL: 88 entries keyed by code, with type, issue and responsible partner', () => {
    expect(base.entries).toHaveLength(88);
    // The file is named 001-01; the list inside says 001-00, and the merge follows the inside.
    expect(base.issueInfo).toEqual({ issueNumber: '001', inWork: '00' });
    expect(base.entries.find((e) => e.key === BRAKE_041)).toMatchObject({
      type: 'n',
      kind: 'dm',
      rpc: 'U8025',
      issue: '001-00',
    });
  });
});

describe('merging DMLs', () => {
  it('applies new, changed and deleted entries into the base list’s next issue', () => {
    const result = merge(
      partial('00001', [
        { type: 'n', code: NEW_ONE, tech: 'Bell', info: 'Description' },
        {
          type: 'c',
          code: BRAKE_041,
          tech: 'Brake system',
          info: 'Description of how it is made',
          rpc: 'K0378',
        },
        { type: 'd', code: BRAKE_00W, tech: 'Mountain bicycle' },
      ]),
    );
    expect(result.conflicts).toBe(0);
    expect(result.rows.map((r) => [r.change, r.key])).toEqual([
      ['added', NEW_ONE],
      ['changed', BRAKE_041],
      ['deleted', BRAKE_00W],
    ]);
    expect(result.rows[1]!.detail).toBe('responsible partner company: "U8025" → "K0378"');
    expect(result.fileName).toBe('DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML');
    const merged = readDmlList(
      loadXml(result.xml, { parser: xmldomParser, fileName: result.fileName }),
    )!;
    expect(merged.entries).toHaveLength(89);
    const typeOf = (key: string) => merged.entries.find((e) => e.key === key)?.type;
    expect([typeOf(NEW_ONE), typeOf(BRAKE_041), typeOf(BRAKE_00W)]).toEqual(['n', 'c', 'd']);
    expect(merged.status).toMatch(/^<dmlStatus issueType="changed"/);
    expect(validator.validate(result.fileName, result.xml).status).toBe('valid');
  });

  it('flags two lists changing one entry differently as a conflict and keeps the first change', () => {
    const result = merge(
      partial('00001', [
        {
          type: 'c',
          code: BRAKE_041,
          tech: 'Brake system',
          info: 'Description of how it is made',
          rpc: 'K0378',
        },
      ]),
      partial('00002', [
        {
          type: 'c',
          code: BRAKE_041,
          tech: 'Brake system',
          info: 'Description of how it is made',
          rpc: 'U8025',
        },
      ]),
    );
    expect(result.conflicts).toBe(1);
    const conflict = result.rows.find((r) => r.change === 'conflict')!;
    expect(conflict).toMatchObject({
      key: BRAKE_041,
      list: 'DML-S1000DBIKE-K0378-P-2026-00002_000-01.XML',
    });
    expect(conflict.detail).toContain('already changed it');
    const merged = readDmlList(loadXml(result.xml, { parser: xmldomParser, fileName: 'm.XML' }))!;
    expect(merged.entries.find((e) => e.key === BRAKE_041)?.rpc).toBe('K0378');
    expect(mergeReportText(result).split('\n')[1]).toMatch(
      /^CONFLICT +DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A/,
    );
  });

  it('flags a change against a delete, new twice with other facts, and changes to unknown entries', () => {
    const result = merge(
      partial('00001', [
        { type: 'd', code: BRAKE_041, tech: 'Brake system' },
        { type: 'n', code: NEW_ONE, tech: 'Bell', info: 'Description' },
      ]),
      partial('00002', [
        { type: 'c', code: BRAKE_041, tech: 'Brake system', info: 'Changed' },
        { type: 'n', code: NEW_ONE, tech: 'Horn', info: 'Description' },
        { type: 'c', code: 'DMC-S1000DBIKE-AAA-DA8-00-00-00AA-040A-A', tech: 'Nothing' },
      ]),
    );
    expect(result.rows.filter((r) => r.change === 'conflict').map((r) => r.detail)).toEqual([
      expect.stringContaining('deleted it'),
      expect.stringContaining('title: "Bell - Description" → "Horn - Description"'),
      'changes an entry no earlier list has',
    ]);
  });

  it('treats the same new entry from two lists as a duplicate, not a conflict', () => {
    const same = { type: 'n', code: NEW_ONE, tech: 'Bell', info: 'Description' };
    const result = merge(partial('00001', [same]), partial('00002', [same]));
    expect(result.conflicts).toBe(0);
    expect(result.rows.map((r) => r.change)).toEqual(['added', 'duplicate']);
  });

  it('names breaches of the DML rules in the merged list', () => {
    const result = merge(
      partial('00001', [
        { type: 'n', code: NEW_ONE, tech: 'Bell', rpc: '' },
        {
          type: 'n',
          code: '',
          tech: '',
          ref: '<commentRef><commentRefIdent><commentCode modelIdentCode="S1000DBIKE" senderIdent="K0378" yearOfDataIssue="2026" seqNumber="00001" commentType="q"/></commentRefIdent></commentRef>',
        },
      ]),
    );
    expect(result.ruleFindings).toEqual([
      `${NEW_ONE}: a DMRL entry names its responsible partner company.`,
      'COM-S1000DBIKE-K0378-2026-00001-Q: a DMRL does not list comments or other DMLs.',
    ]);
  });

  it('needs a base and at least one list to merge', () => {
    expect(() => mergeDmls([base], { issue: '4.1', date: '2026-11-24' })).toThrow(/at least one/);
  });
});

describe('merging DML files', () => {
  it('names every file that is not a DML and merges nothing', () => {
    const encode = (s: string) => new TextEncoder().encode(s);
    const merged = mergeDmlFiles(
      [
        { name: 'base.XML', bytes: new Uint8Array(readFileSync(BIKE_DML)) },
        { name: 'broken.XML', bytes: encode('<dml><') },
        { name: 'pm.XML', bytes: encode('<pm/>') },
      ],
      { date: '2026-11-24', parser: xmldomParser },
    );
    expect(merged.ok).toBe(false);
    if (!merged.ok) {
      expect(merged.problems).toHaveLength(2);
      expect(merged.problems[0]).toMatch(/^broken\.XML: /);
      expect(merged.problems[1]).toBe('pm.XML is not a DML of Issue 4.0 or later.');
    }
  });

  it('merges files into the base list’s issue', () => {
    const merged = mergeDmlFiles(
      [
        { name: 'base.XML', bytes: new Uint8Array(readFileSync(BIKE_DML)) },
        { name: 'base-again.XML', bytes: new Uint8Array(readFileSync(BIKE_DML)) },
      ],
      { date: '2026-11-24', parser: xmldomParser },
    );
    expect(merged.ok && merged.result.rows.every((r) => r.change === 'duplicate')).toBe(true);
    expect(merged.ok && merged.result.xml).toContain('S1000D_4-1/xml_schema_flat/dml.xsd');
  });
});
