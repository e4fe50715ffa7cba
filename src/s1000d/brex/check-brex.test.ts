import { describe, expect, it } from 'vitest';
import { xmldomParser } from '../node/xmldom-parser';
import { loadXml } from '../xml/load-xml';
import { checkBrex } from './check-brex';

const SCHEMA = 'http://www.s1000d.org/S1000D_4-1/xml_schema_flat/descript.xsd';

function object(body: string, schema = SCHEMA, doctype = '') {
  return loadXml(
    `<?xml version="1.0"?>${doctype}<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${schema}"><identAndStatusSection><dmAddress><dmIdent><dmCode modelIdentCode="EX" systemDiffCode="A" systemCode="DA1" subSystemCode="2" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="A"/></dmIdent></dmAddress></identAndStatusSection><content>${body}</content></dmodule>`,
    { parser: xmldomParser, fileName: 'object.xml' },
  );
}

function brex(rules: string, extra = '') {
  return loadXml(
    `<dmodule><content><brex><contextRules>${rules}</contextRules>${extra}</brex></content></dmodule>`,
    { parser: xmldomParser, fileName: 'brex.xml' },
  );
}

const rule = (flag: string, path: string, values = '', id = 'R-1') =>
  `<structureObjectRule><brDecisionRef brDecisionIdentNumber="${id}"/><objectPath allowedObjectFlag="${flag}">${path}</objectPath><objectUse>use ${id}</objectUse>${values}</structureObjectRule>`;

describe('allowedObjectFlag truth table', () => {
  it.each([
    ['0', true, 1],
    ['0', false, 0],
    ['1', true, 0],
    ['1', false, 1],
    ['2', true, 0],
    ['2', false, 0],
  ])('flag %s, object present %s → %i error(s)', (flag, present, errors) => {
    const obj = object(present ? '<para>x</para>' : '<other/>');
    const report = checkBrex(obj, [brex(rule(flag, '//para'))]);
    expect(report.findings.filter((f) => f.kind === 'structure')).toHaveLength(errors);
    expect(report.passed).toBe(errors === 0);
  });

  it('treats a boolean result as itself: true() is "exists", false() is not', () => {
    const obj = object('<para/>');
    expect(checkBrex(obj, [brex(rule('0', 'count(//para) = 1'))]).findings).toHaveLength(1);
    expect(checkBrex(obj, [brex(rule('1', 'count(//para) = 2'))]).findings).toHaveLength(1);
    expect(checkBrex(obj, [brex(rule('0', 'count(//para) = 2'))]).findings).toHaveLength(0);
  });

  it('reports each offending node with rule id, objectUse, line and path', () => {
    const obj = object('<para/>\n<para/>');
    const findings = checkBrex(obj, [brex(rule('0', '//para', '', 'BREX-X-1'))]).findings;
    expect(findings.map((f) => [f.ruleId, f.objectUse, f.line, f.path])).toEqual([
      ['BREX-X-1', 'use BREX-X-1', 1, '/dmodule[1]/content[1]/para[1]'],
      ['BREX-X-1', 'use BREX-X-1', 2, '/dmodule[1]/content[1]/para[2]'],
    ]);
  });
});

describe('object value forms', () => {
  const value = (form: string, allowed: string) =>
    `<objectValue valueForm="${form}" valueAllowed="${allowed}"/>`;
  it.each([
    ['single', 'abc', 'abc', true],
    ['single', 'abc', 'abd', false],
    ['range', '1~10', '9', true],
    ['range', '1~10', '10', true],
    ['range', '1~10', '11', false],
    ['range', '1~10', '2.5', true],
    ['range', 'D00~D09', 'D05', true],
    ['range', 'D00~D09', 'DA0', false],
    ['range', 'a|b|c', 'b', true],
    ['range', 'a|b|c', 'd', false],
    ['range', 'a|m~p', 'n', true],
    ['pattern', '[0-9]{3}', '123', true],
    ['pattern', '[0-9]{3}', '1234', false],
    ['pattern', 'sc0[1-3]', 'sc02', true],
    ['', 'abc', 'abc', true],
  ])('%s "%s" with value %s → allowed %s', (form, allowed, actual, ok) => {
    const obj = object(`<para attr="${actual}"/>`);
    const objectValue = form ? value(form, allowed) : `<objectValue valueAllowed="${allowed}"/>`;
    const report = checkBrex(obj, [brex(rule('2', '//@attr', objectValue))]);
    expect(report.findings.filter((f) => f.kind === 'value')).toHaveLength(ok ? 0 : 1);
  });

  it('checks element text, and skips value checks when values are off', () => {
    const obj = object('<para>red</para>');
    const b = brex(rule('2', '//para', value('single', 'blue')));
    expect(checkBrex(obj, [b]).findings[0]?.value).toBe('red');
    expect(checkBrex(obj, [b], { values: false }).findings).toEqual([]);
  });
});

describe('rules context, XPath errors and severity', () => {
  it('applies a rulesContext only to objects of exactly that schema', () => {
    const rules = `<contextRules rulesContext="${SCHEMA}">${rule('0', '//para')}</contextRules>`;
    const b = loadXml(`<dmodule><content><brex>${rules}</brex></content></dmodule>`, {
      parser: xmldomParser,
    });
    expect(checkBrex(object('<para/>'), [b]).findings).toHaveLength(1);
    expect(
      checkBrex(object('<para/>', SCHEMA.replace('descript', 'proced')), [b]).findings,
    ).toHaveLength(0);
    expect(checkBrex(object('<para/>', SCHEMA.replace('4-1', '4-2')), [b]).findings).toHaveLength(
      0,
    );
  });

  it('reports a rule that does not compile and goes on with the others', () => {
    const report = checkBrex(object('<para/>'), [
      brex(rule('0', '//para[', '', 'BAD') + rule('0', '//para', '', 'GOOD')),
    ]);
    expect(report.findings.map((f) => [f.kind, f.ruleId, f.fail])).toEqual([
      ['xpathError', 'BAD', false],
      ['structure', 'GOOD', true],
    ]);
    expect(report.findings[0]?.message).toMatch(/not valid XPath/);
  });

  it('uses severity levels: a warning level shows but does not fail', () => {
    const b = brex(
      `<structureObjectRule brSeverityLevel="brsl02"><objectPath allowedObjectFlag="0">//para</objectPath><objectUse>w</objectUse></structureObjectRule>`,
    );
    const levels = { brsl02: { label: 'Warning', fail: false } };
    const report = checkBrex(object('<para/>'), [b], { severityLevels: levels });
    expect(report.findings.map((f) => [f.severity, f.fail])).toEqual([['brsl02', false]]);
    expect(report.passed).toBe(true);
  });

  it('resolves the xlink prefix in rule paths', () => {
    const obj = loadXml(
      `<dmodule xmlns:xlink="http://www.w3.org/1999/xlink"><content><para xlink:href="x"/></content></dmodule>`,
      { parser: xmldomParser },
    );
    expect(checkBrex(obj, [brex(rule('0', '//@xlink:href'))]).findings).toHaveLength(1);
  });
});

describe('SNS check modes', () => {
  const sns = `<snsRules><snsDescr>
    <snsSystem><snsCode>DA1</snsCode><snsTitle>Brakes</snsTitle>
      <snsSubSystem><snsCode>2</snsCode><snsTitle>Front</snsTitle></snsSubSystem></snsSystem>
    <snsSystem><snsCode>DA2</snsCode><snsTitle>Wheels</snsTitle></snsSystem>
  </snsDescr></snsRules>`;
  const b = brex('', sns);
  const withSns = (system: string, sub: string) =>
    object('').text.replace(
      'systemCode="DA1" subSystemCode="2"',
      `systemCode="${system}" subSystemCode="${sub}"`,
    );
  const check = (system: string, sub: string, mode: 'normal' | 'strict' | 'unstrict') =>
    checkBrex(loadXml(withSns(system, sub), { parser: xmldomParser, fileName: 'o.xml' }), [b], {
      sns: mode,
    }).findings.length;

  it.each([
    ['DA1', '2', 'normal', 0],
    ['DA1', '2', 'strict', 1],
    ['DA1', '2', 'unstrict', 0],
    ['DA1', '3', 'normal', 1],
    ['DA1', '3', 'unstrict', 1],
    ['DA2', '0', 'normal', 0],
    ['DA2', '5', 'normal', 1],
    ['DA2', '5', 'unstrict', 0],
    ['DA2', '0', 'strict', 1],
    ['DA9', '0', 'unstrict', 1],
  ] as const)('%s-%s0-00 in %s mode → %i error(s)', (system, sub, mode, errors) => {
    expect(check(system, sub, mode)).toBe(errors);
  });
});

describe('notation rules', () => {
  const doctype =
    '<!DOCTYPE dmodule [<!NOTATION png SYSTEM "png"><!NOTATION swf SYSTEM "swf"><!ENTITY ICN-A SYSTEM "a.png" NDATA png><!ENTITY ICN-B SYSTEM "b.swf" NDATA swf>]>';
  const notations = `<notationRuleList><notationRule><notationName allowedNotationFlag="1">png</notationName><objectUse>PNG allowed</objectUse></notationRule></notationRuleList>`;
  it('reports notations of ICN entities that no rule allows', () => {
    const b = loadXml(
      `<dmodule><content><brex><contextRules>${notations}</contextRules></brex></content></dmodule>`,
      { parser: xmldomParser },
    );
    const findings = checkBrex(object('', SCHEMA, doctype), [b], { notations: true }).findings;
    expect(findings.map((f) => [f.kind, f.value])).toEqual([['notation', 'swf']]);
  });

  it('skips the check when no BREX has notation rules', () => {
    expect(
      checkBrex(object('', SCHEMA, doctype), [brex('')], { notations: true }).findings,
    ).toEqual([]);
  });
});
