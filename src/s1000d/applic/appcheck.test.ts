import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { xmldomParser } from '../node/xmldom-parser';
import { loadXml } from '../xml/load-xml';
import { appcheck, appcheckTables, usedValueCombinations } from './appcheck';
import { descendants } from '../xml/dom-query';

const decoder = new TextDecoder();
const demo = generateDemoProject()
  .files.filter((f) => f.name.endsWith('.XML'))
  .map((f) => ({ name: f.name, text: decoder.decode(f.bytes) }));
const load = (files: { name: string; text: string }[]) =>
  files.map(({ name, text }) => ({
    name,
    xml: loadXml(text, { parser: xmldomParser, fileName: name }),
  }));
const edit = (part: string, change: (text: string) => string) =>
  demo.map((f) => (f.name.includes(part) ? { ...f, text: change(f.text) } : f));

describe('appcheck of the demo project', () => {
  it('passes for all four products of the PCT', () => {
    const objects = load(demo);
    const tables = appcheckTables(objects);
    const report = appcheck(objects, tables);
    expect(report.products).toBe(4);
    expect(report.objects.length).toBeGreaterThan(10);
    expect(report.findings).toBe(0);
  });

  it('finds a deliberate ACT/PCT mismatch: a value the ACT does not allow, an undeclared attribute', () => {
    const files = edit('-00PA-', (t) =>
      t
        .replace('applicPropertyValue="230"', 'applicPropertyValue="240"')
        .replace(
          '<assign applicPropertyIdent="serialno"',
          '<assign applicPropertyIdent="colour" applicPropertyType="prodattr" applicPropertyValue="red"/><assign applicPropertyIdent="serialno"',
        ),
    );
    const objects = load(files);
    const report = appcheck(objects, appcheckTables(objects));
    expect(report.pct.map((f) => f.message)).toEqual([
      'Product prod-4000101: colour ACT does not declare product attribute "colour".',
      'Product prod-4000101: voltage "240" is not one of the allowed values (120, 230).',
    ]);
    expect(report.pct.every((f) => f.kind === 'pct' && f.object.includes('-00PA-'))).toBe(true);
    expect(report.pct[1]!.line).toBeGreaterThan(0);
    expect(report.findings).toBe(2);
  });

  it('finds asserts the ACT/CCT does not declare or allow', () => {
    const files = edit('-520A-', (t) =>
      t
        .replace('applicPropertyValues="pre"', 'applicPropertyValues="pre|later"')
        .replace('applicPropertyIdent="SB-400-01"', 'applicPropertyIdent="SB-999"'),
    );
    const objects = load(files);
    const report = appcheck(objects, appcheckTables(objects));
    const remove = report.objects.find((o) => o.name.includes('-520A-'))!;
    expect(remove.findings.map((f) => [f.kind, f.message])).toEqual([
      ['undeclared', 'Applicability asserts condition "SB-999", which the CCT does not declare.'],
      ['value', 'SB-400-01: "later" is not one of the allowed values (pre, post).'],
    ]);
  });

  it('finds a reference that breaks for the products whose filter removes its target', () => {
    const files = edit('-520A-', (t) =>
      t.replace(
        'Remove the volute (item 4)',
        'Remove the volute (item 4) before <internalRef internalRefId="stp-0004" internalRefTargetType="irtt08"/>',
      ),
    );
    const objects = load(files);
    const report = appcheck(objects, appcheckTables(objects));
    const remove = report.objects.find((o) => o.name.includes('-520A-'))!;
    // Only pump 4000101 is before SB-400-01, so only its filter removes step 4.
    expect(remove.findings).toEqual([
      expect.objectContaining({
        kind: 'product',
        product: 'prod-4000101',
        message:
          'For prod-4000101: <internalRef internalRefId="stp-0004"> points at content this product removes.',
      }),
    ]);
  });

  it('without a PCT, tries every combination of the values the object uses (s1kd-appcheck default)', () => {
    const files = edit('-520A-', (t) =>
      t.replace(
        'Remove the volute (item 4)',
        'Remove the volute (item 4) before <internalRef internalRefId="stp-0004" internalRefTargetType="irtt08"/>',
      ),
    ).filter((f) => !f.name.includes('-00PA-'));
    const objects = load(files);
    const report = appcheck(objects, appcheckTables(objects));
    const remove = report.objects.find((o) => o.name.includes('-520A-'))!;
    expect(remove.findings.map((f) => [f.kind, f.product])).toEqual([
      ['used-values', 'SB-400-01=pre'],
    ]);
  });

  it('combines the values of several properties, ranges by their ends', () => {
    const doc = loadXml(
      `<applic><evaluate andOr="and"><assert applicPropertyIdent="a" applicPropertyType="prodattr" applicPropertyValues="1~5|9"/><assert applicPropertyIdent="b" applicPropertyType="condition" applicPropertyValues="x"/></evaluate></applic>`,
      { parser: xmldomParser },
    );
    expect(usedValueCombinations(descendants(doc.document, 'assert')).map((c) => c.name)).toEqual([
      'a=1, b=x',
      'a=5, b=x',
      'a=9, b=x',
    ]);
  });
});
