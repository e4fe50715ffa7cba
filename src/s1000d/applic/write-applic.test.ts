import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { xmldomParser } from '../node/xmldom-parser';
import { descendants } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import { appcheckTables } from './appcheck';
import { productFromAssignments } from './applic-tables';
import { readStatement, type ApplicNode } from './applic-statement';
import { checkStatement } from './check-statement';
import { displayTextOf, generateDisplayText } from './display-text';
import { filterForProduct } from './filter-applic';
import { applicTargets, writeApplic } from './write-applic';

const files = generateDemoProject().files.filter((f) => f.name.endsWith('.XML'));
const tables = appcheckTables(
  files.map((f) => ({
    name: f.name,
    xml: loadXml(new TextDecoder().decode(f.bytes), { parser: xmldomParser, fileName: f.name }),
  })),
);
const remove = files.find((f) => f.name.includes('-520A-'))!;
const load = (text: string) => loadXml(text, { parser: xmldomParser });

const voltage120OrLateModel: ApplicNode = {
  kind: 'group',
  andOr: 'or',
  children: [
    { kind: 'assert', ident: 'voltage', type: 'prodattr', values: '120' },
    {
      kind: 'group',
      andOr: 'and',
      children: [
        { kind: 'assert', ident: 'model', type: 'prodattr', values: 'SP-400A' },
        { kind: 'assert', ident: 'serialno', type: 'prodattr', values: '4000200~4099999' },
      ],
    },
  ],
};

describe('a statement the applicability builder makes', () => {
  it('is checked against the ACT and CCT before it is written', () => {
    expect(checkStatement(voltage120OrLateModel, tables.properties)).toEqual([]);
    expect(
      checkStatement(
        {
          kind: 'group',
          andOr: 'and',
          children: [
            { kind: 'assert', ident: 'voltage', type: 'prodattr', values: '110' },
            { kind: 'assert', ident: 'colour', type: 'prodattr', values: 'red' },
            { kind: 'group', andOr: 'or', children: [] },
            { kind: 'assert', ident: 'serialno', type: 'prodattr', values: '12~' },
          ],
        },
        tables.properties,
      ),
    ).toEqual([
      'Statement, term 1: Supply voltage: "110" is not one of the allowed values (120, 230).',
      'Statement, term 2: the ACT does not declare "colour".',
      'Statement, term 3: an OR group needs at least two terms.',
      'Statement, term 4: Serial number: "12~" is not a value or a range low~high.',
    ]);
  });

  it('is written into a step as a referencedApplicGroup applic, in a new in-work issue', () => {
    const targets = applicTargets(load(new TextDecoder().decode(remove.bytes)));
    const step5 = targets.find((t) => t.id === 'stp-0005')!;
    expect(step5.label).toMatch(/^proceduralStep stp-0005: Pull the impeller/);
    const text = displayTextOf(voltage120OrLateModel, tables.properties);
    expect(text).toBe('Voltage: 120 or (Model: SP-400A and Serial number: 4000200-4099999)');
    const written = writeApplic(
      remove.bytes,
      voltage120OrLateModel,
      text,
      { kind: 'element', index: step5.index, name: step5.name },
      { parser: xmldomParser, date: '2026-11-24', reasons: [{ text: 'Step 5 for 120 V only' }] },
    );
    expect(written.issue).toBe('001-01');
    expect(written.fileName).toMatch(/520A-A_001-01_EN-US\.XML$/);
    expect(written.applicId).toBe('app-0001');
    const xml = load(written.text);
    const applic = descendants(xml.document, 'applic').find(
      (a) => a.getAttribute('id') === 'app-0001',
    )!;
    expect(applic.parentNode?.nodeName).toBe('referencedApplicGroup');
    expect(readStatement(applic)).toEqual(voltage120OrLateModel);
    expect(generateDisplayText(applic, tables.properties)).toBe(text);
    const step = descendants(xml.document, 'proceduralStep').find(
      (s) => s.getAttribute('id') === 'stp-0005',
    )!;
    expect(step.getAttribute('applicRefId')).toBe('app-0001');
    // The rest of the object is untouched: the other steps' annotations remain.
    expect(written.text).toContain('<proceduralStep id="stp-0004" applicRefId="app-sb-post">');
    const hidden = (assignments: string[]) =>
      filterForProduct(xml, productFromAssignments(assignments)).removed.map((r) => r.applicRefId);
    expect(
      hidden(['voltage=230', 'model=SP-400', 'serialno=4000101', 'SB-400-01:condition=post']),
    ).toEqual(['app-0001', 'app-sb-pre']);
    expect(
      hidden(['voltage=120', 'model=SP-400', 'serialno=4000101', 'SB-400-01:condition=post']),
    ).toEqual(['app-sb-pre']);
  });

  it('is written as the whole object applic', () => {
    const only230: ApplicNode = {
      kind: 'assert',
      ident: 'voltage',
      type: 'prodattr',
      values: '230',
    };
    const written = writeApplic(
      remove.bytes,
      only230,
      'Voltage: 230',
      { kind: 'object' },
      {
        parser: xmldomParser,
        date: '2026-11-24',
      },
    );
    const xml = load(written.text);
    const whole = descendants(xml.document, 'dmStatus').flatMap((s) => descendants(s, 'applic'));
    expect(whole).toHaveLength(1);
    expect(readStatement(whole[0]!)).toEqual(only230);
    expect(filterForProduct(xml, productFromAssignments(['voltage=120'])).objectApplies).toBe(
      false,
    );
  });

  it('refuses an element that is no longer where the page saw it', () => {
    expect(() =>
      writeApplic(
        remove.bytes,
        voltage120OrLateModel,
        'x',
        { kind: 'element', index: 3, name: 'proceduralStep' },
        { parser: xmldomParser },
      ),
    ).toThrow(/has changed/);
  });
});

describe("display text in s1kd-aspp's documented forms", () => {
  const assert = (ident: string, values: string): ApplicNode => ({
    kind: 'assert',
    ident,
    type: 'prodattr',
    values,
  });
  it('writes the default "<ident>: <values>" without an ACT', () => {
    expect(displayTextOf(assert('prodversion', 'A'))).toBe('prodversion: A');
  });

  // The README's .disptext example: its own operators, a default format, and one property with
  // value labels and "<values> <name>".
  const disptext = {
    and: ' + ',
    or: ', ',
    openGroup: '[',
    closeGroup: ']',
    set: ' or ',
    range: ' thru ',
    default: [{ name: true }, { text: ': ' }, { values: true }] as const,
    properties: [
      {
        ident: 'model',
        type: 'prodattr' as const,
        labels: { BRKTRKR: 'Brook trekker', MNTSTRM: 'Mountain storm' },
        format: [{ values: true }, { text: ' ' }, { name: true }] as const,
      },
    ],
  };
  const act = [
    { ident: 'model', type: 'prodattr' as const, name: 'Model' },
    { ident: 'version', type: 'prodattr' as const, name: 'Version' },
  ];
  const pair = (model: string, version: string): ApplicNode => ({
    kind: 'group',
    andOr: 'and',
    children: [assert('model', model), assert('version', version)],
  });

  it('writes an assert with a value label', () => {
    expect(displayTextOf(assert('model', 'BRKTRKR'), act, disptext)).toBe('Brook trekker Model');
  });

  it('writes nested groups with the custom brackets and operators', () => {
    // The README prints Mk9 and Mk1 the other way round, against its own XML; the XML decides.
    expect(
      displayTextOf(
        { kind: 'group', andOr: 'or', children: [pair('BRKTRKR', 'Mk1'), pair('MNTSTRM', 'Mk9')] },
        act,
        disptext,
      ),
    ).toBe('[Brook trekker Model + Version: Mk1], [Mountain storm Model + Version: Mk9]');
  });

  it('writes sets and ranges with the custom words', () => {
    expect(displayTextOf(pair('BRKTRKR|MNTSTRM', 'Mk1~Mk9'), act, disptext)).toBe(
      'Brook trekker or Mountain storm Model + Version: Mk1 thru Mk9',
    );
  });
});
