import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appcheckTables } from '../applic/appcheck';
import type { ApplicNode } from '../applic/applic-statement';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { productsApplying, setApplicInText } from './applic-in-text';

const BIKE = join(import.meta.dirname, '../../../tests/fixtures/s1000d/bike-4.1');
const read = (name: string) => readFileSync(join(BIKE, name), 'utf8');
const TABLES = [
  'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00WA-D_006-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00QA-D_005-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML',
];
const tables = appcheckTables(
  TABLES.map((name) => ({
    name,
    xml: loadXml(read(name), { parser: xmldomParser, fileName: name }),
  })),
);
const module = read('DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML');
const mk9OrAfterBulletin: ApplicNode = {
  kind: 'group',
  andOr: 'or',
  children: [
    { kind: 'assert', ident: 'version', type: 'prodattr', values: 'Mk9' },
    { kind: 'assert', ident: 'SB-S001', type: 'condition', values: 'POST-001~POST-999' },
  ],
};
const products = tables.products.map((p) => ({ name: p.name, values: [...p.product.values] }));

describe('applicability picked in the editor from the bike ACT/CCT', () => {
  it('replaces the module applic with the statement and its display text, the rest byte for byte', () => {
    const done = setApplicInText(
      module,
      mk9OrAfterBulletin,
      tables.properties,
      { kind: 'module' },
      xmldomParser,
    );
    expect(done.displayText).toBe(
      'Version: Mk9 or Service bulletin S001 - Chain guard: POST-001-POST-999',
    );
    const status = /<dmStatus[\s\S]*<\/dmStatus>/.exec(done.text)![0];
    expect(status).toContain(
      '<applic><displayText><simplePara>Version: Mk9 or Service bulletin S001 - Chain guard: POST-001-POST-999</simplePara></displayText><evaluate andOr="or"><assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="Mk9"/><assert applicPropertyIdent="SB-S001" applicPropertyType="condition" applicPropertyValues="POST-001~POST-999"/></evaluate></applic>',
    );
    expect(done.text.replace(/<applic>[\s\S]*?<\/applic>/, '')).toBe(
      module.replace(/<applic>[\s\S]*?<\/applic>/, ''),
    );
  });

  it('points the element at the cursor at a new applic of referencedApplicGroup', () => {
    const offset = module.indexOf('There are four brake pads');
    const done = setApplicInText(
      module,
      { kind: 'assert', ident: 'model', type: 'prodattr', values: 'Mountain storm' },
      tables.properties,
      { kind: 'cursor', offset },
      xmldomParser,
    );
    expect(done).toMatchObject({ element: 'para', applicId: 'app-0001' });
    expect(done.text).toContain(
      '<referencedApplicGroup><applic id="app-0001"><displayText><simplePara>Model: Mountain storm</simplePara></displayText>',
    );
    expect(done.text).toContain('<para applicRefId="app-0001">There are four brake pads');
    // A second pick elsewhere adds to the same group with the next id.
    const again = setApplicInText(
      done.text,
      { kind: 'assert', ident: 'version', type: 'prodattr', values: 'Mk1' },
      tables.properties,
      { kind: 'cursor', offset: done.text.indexOf('<levelledPara id="par-0001">') + 5 },
      xmldomParser,
    );
    expect(again.applicId).toBe('app-0002');
    expect(again.text.match(/<referencedApplicGroup>/g)).toHaveLength(1);
    expect(again.text).toContain('<levelledPara id="par-0001" applicRefId="app-0002">');
  });

  it('refuses values the ACT does not allow, undeclared conditions and a cursor outside the content, changing nothing', () => {
    const bad: ApplicNode = {
      kind: 'group',
      andOr: 'and',
      children: [
        { kind: 'assert', ident: 'version', type: 'prodattr', values: 'Mk5' },
        { kind: 'assert', ident: 'rainy', type: 'condition', values: 'True' },
      ],
    };
    expect(() =>
      setApplicInText(module, bad, tables.properties, { kind: 'module' }, xmldomParser),
    ).toThrow(
      'Statement, term 1: Version: "Mk5" is not one of the allowed values (Mk1, Mk9). Statement, term 2: the CCT does not declare "rainy".',
    );
    expect(() =>
      setApplicInText(
        module,
        mk9OrAfterBulletin,
        tables.properties,
        { kind: 'cursor', offset: module.indexOf('<dmTitle>') },
        xmldomParser,
      ),
    ).toThrow(/Put the cursor inside the element of the content/);
  });

  it('tells which PCT products the statement applies to', () => {
    const applying = productsApplying(
      { kind: 'assert', ident: 'version', type: 'prodattr', values: 'Mk9' },
      products,
      xmldomParser,
    );
    expect(applying.length).toBe(products.length);
    const byVersion = products.map(
      (p) => p.values.find(([k]) => k === 'prodattr/version')?.[1] === 'Mk9',
    );
    expect(applying.map((a) => a.applies)).toEqual(byVersion);
    expect(byVersion).toContain(true);
    expect(byVersion).toContain(false);
  });
});
