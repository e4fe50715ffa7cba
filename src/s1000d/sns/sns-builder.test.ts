import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { memoryProvider } from '../brex/worker/check-files';
import { defaultProjectSettings } from '../csdb/project-settings';
import { bikeNamedFile, defaultBrexNamedFiles } from '../node/test-projects';
import { xmldomParser } from '../xml/xmldom-parser';
import { loadMaintainedSns } from './maintained-sns';
import { newProjectBrex } from './new-project-brex';
import { addSnsNode, moveSnsNode, removeSnsNode, updateSnsNode, validateSnsTree } from './sns-edit';
import { snsFromCsv, snsToCsv } from './sns-csv';
import { snsFromPbs } from './sns-from-pbs';
import { readBrexSns, setBrexSns } from './sns-in-brex';
import { parseSnsText, type SnsNode } from './sns-tree';

const PUMP = parseSnsText(`00 Pump
 0 General
20 Pump unit
 1 Motor housing
 2 Impeller and volute
  0 Impeller
  1 Volute
24 Electrical supply
`);

describe('editing an SNS', () => {
  it('adds, renames, moves and removes nodes without touching the original', () => {
    let tree = addSnsNode(PUMP, [1], { code: '3', title: 'Inlet strainer', children: [] });
    tree = updateSnsNode(tree, [1, 2], { title: 'Inlet strainer and float switch' });
    tree = moveSnsNode(tree, [1, 2], -1);
    expect(tree[1]!.children.map((n) => n.code)).toEqual(['1', '3', '2']);
    tree = removeSnsNode(tree, [2]);
    expect(tree.map((n) => n.code)).toEqual(['00', '20']);
    expect(PUMP).toHaveLength(3);
    expect(() => addSnsNode(PUMP, [1, 1, 0, 0], { code: 'X', title: 'x', children: [] })).toThrow(
      /no children/,
    );
  });

  it('names every problem: bad codes per level, material item category, empty titles, duplicates', () => {
    const bad: SnsNode[] = [
      { code: 'IA1', title: 'Bad category', children: [] },
      { code: 'D', title: 'Too short', children: [{ code: '10', title: '', children: [] }] },
      { code: 'DA', title: 'Twice', children: [] },
      { code: 'DA', title: 'Twice', children: [] },
    ];
    expect(validateSnsTree(bad).map((p) => p.message)).toEqual([
      expect.stringMatching(/material item category/),
      'System code "D" must be 2 or 3 capital letters or digits.',
      'Subsystem code "10" must be 1 capital letter or digit.',
      'Subsystem 10 has no title.',
      'System DA is used twice at this level.',
    ]);
    expect(validateSnsTree(PUMP)).toEqual([]);
  });

  it('round-trips through CSV, and names what is wrong in a CSV', async () => {
    expect(snsFromCsv(snsToCsv(PUMP))).toEqual({ ok: true, tree: PUMP });
    const air = await loadMaintainedSns('air-vehicle');
    expect(snsFromCsv(snsToCsv(air))).toEqual({ ok: true, tree: air });
    expect(snsToCsv(PUMP).split('\r\n').slice(0, 3)).toEqual([
      'system,subsystem,subSubsystem,assembly,title',
      '00,,,,Pump',
      '00,0,,,General',
    ]);
    const broken = snsFromCsv('DA1,,,,Brakes\nDA2,1,,,Orphan?\nDA1,1,,,\nDA1,,,,"Brakes, again"\n');
    expect(broken).toEqual({
      ok: false,
      problems: [
        'Line 2: DA2-1 comes before its parent DA2.',
        'Line 3: the title is empty.',
        'Line 4: DA1 is listed twice.',
      ],
    });
  });

  it('starts from a PBS: items title the node their SNS code names, the rest are skipped', () => {
    const result = snsFromPbs([
      { id: 'a', parentId: null, order: 0, name: 'Bicycle', snsCode: 'D00' },
      { id: 'b', parentId: 'a', order: 1, name: 'Brakes', snsCode: 'DA1' },
      { id: 'c', parentId: 'b', order: 0, name: 'Front brake', snsCode: 'DA1-10' },
      { id: 'd', parentId: 'c', order: 0, name: 'Brake pad', snsCode: 'DA1-10-01' },
      { id: 'e', parentId: 'a', order: 0, name: 'Wheels', snsCode: 'DA0-00-00' },
      { id: 'f', parentId: 'a', order: 2, name: 'Saddle', snsCode: '' },
      { id: 'g', parentId: 'b', order: 1, name: 'Brakes again', snsCode: 'DA1' },
      { id: 'h', parentId: 'b', order: 2, name: 'Odd', snsCode: 'IA1' },
    ]);
    expect(result.tree.map((n) => `${n.code} ${n.title}`)).toEqual([
      'D00 Bicycle',
      'DA0 Wheels',
      'DA1 Brakes',
    ]);
    const frontBrake = result.tree[2]!.children[0]!;
    expect(frontBrake).toMatchObject({ code: '1', title: 'Front brake' });
    expect(frontBrake.children[0]).toMatchObject({ code: '0', title: '' });
    expect(frontBrake.children[0]!.children[0]).toMatchObject({ code: '01', title: 'Brake pad' });
    expect(result.skipped).toEqual([
      { name: 'Brakes again', reason: 'same SNS DA1 as Brakes' },
      { name: 'Odd', reason: expect.stringMatching(/material item category/) },
      { name: 'Saddle', reason: 'no SNS code' },
    ]);
    expect(validateSnsTree(result.tree).map((p) => p.message)).toEqual([
      'Sub-subsystem 0 has no title.',
    ]);
  });
});

const engine = await BrexEngine.create();
const defaults = defaultBrexNamedFiles();

describe('applying an SNS to a BREX', () => {
  it('writes snsRules into the bike BREX in place: the engine reads the tree back, nothing else changes', () => {
    const brex = bikeNamedFile('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML');
    const original = new TextDecoder().decode(brex.bytes);
    const once = setBrexSns(brex.bytes as Uint8Array, PUMP, xmldomParser);
    expect(readBrexSns(once.text, xmldomParser)).toEqual(PUMP);
    const start = once.text.indexOf('<snsRules>');
    const end = once.text.indexOf('</snsRules>') + '</snsRules>'.length;
    const withoutRules = once.text.slice(0, start) + once.text.slice(end).replace(/^\s*\n\s*/, '');
    expect(withoutRules.replace(/\s+/g, ' ')).toBe(original.replace(/\s+/g, ' '));
    // A second SNS replaces the first, again in place.
    const twice = setBrexSns(once.bytes, PUMP.slice(0, 1), xmldomParser);
    expect(readBrexSns(twice.text, xmldomParser)).toEqual(PUMP.slice(0, 1));
    expect(twice.text.match(/<snsRules>/g)).toHaveLength(1);
  });

  it('refuses what is not a BREX', () => {
    const dm = bikeNamedFile('DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML');
    expect(() => setBrexSns(dm.bytes, PUMP, xmldomParser)).toThrow(/not a BREX/);
  });

  it.each(['6', '5.0', '4.2', '4.1'] as const)(
    'makes a new Issue %s project BREX that passes its default BREX and checks the SNS',
    (issue) => {
      const settings = defaultProjectSettings({
        issue,
        modelIdentCodes: ['PUMP'],
        responsiblePartnerCompany: { code: '7TDW1', name: 'Tidewell' },
        originator: { code: '7TDW1', name: 'Tidewell' },
      });
      const made = newProjectBrex(settings, PUMP, { date: '2025-03-04', title: 'Pump' });
      expect(made.fileName).toBe('DMC-PUMP-A-00-00-00-00A-022A-D_000-01_EN-US.XML');
      const own = engine.check(made.fileName, made.bytes, memoryProvider([], defaults), {
        selection: { mode: 'referenced' },
        values: true,
      });
      expect(own.status).toBe('checked');
      expect(own.errorCount).toBe(0);
      expect(readBrexSns(made.text, xmldomParser)).toEqual(PUMP);
      const module = (sns: string) =>
        made.text
          .replace('infoCode="022"', 'infoCode="040"')
          .replace('systemCode="00" subSystemCode="0" subSubSystemCode="0"', sns)
          .replace(
            /<content>[\s\S]*<\/content>/,
            '<content><description><levelledPara><title>x</title><para>x</para></levelledPara></description></content>',
          )
          .replace('/brex.xsd', '/descript.xsd')
          .replace(
            /<brexDmRef>[\s\S]*<\/brexDmRef>/,
            `<brexDmRef><dmRef><dmRefIdent><dmCode modelIdentCode="PUMP" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="022" infoCodeVariant="A" itemLocationCode="D"/></dmRefIdent></dmRef></brexDmRef>`,
          );
      const check = (sns: string) =>
        engine.check(
          'module.XML',
          module(sns),
          memoryProvider([{ name: made.fileName, bytes: made.bytes }], defaults),
          { selection: { mode: 'referenced' }, values: true, layered: true, sns: 'normal' },
        );
      const inRules = check('systemCode="20" subSystemCode="2" subSubSystemCode="1"');
      expect(inRules.status).toBe('checked');
      expect(inRules.sns).toBeNull();
      expect(inRules.errorCount).toBe(0);
      const outside = check('systemCode="21" subSystemCode="0" subSubSystemCode="0"');
      expect(outside.sns).toMatchObject({ invalidValue: '21' });
    },
  );
});
