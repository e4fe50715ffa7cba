import { describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { descendants } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import { productFromAssignments, readAct, readCct, readPct } from './applic-tables';
import { generateDisplayText } from './display-text';
import { evaluateApplic } from './evaluate-applic';
import { filterForProduct } from './filter-applic';

const objects = bikeFiles(isXmlFile)
  .filter((f) => /00[PQW]A-D|131A-A_008/.test(f) && f.includes('S1000DBIKE'))
  .map((f) => readXmlFile(f));
const act = objects.find((o) => o.type === 'act')!;
const cct = objects.find((o) => o.type === 'cct')!;
const pct = objects.find((o) => o.type === 'pct')!;
const dm = objects.find((o) => o.fileName.includes('131A-A'))!;

const el = (xml: string) => loadXml(xml, { parser: xmldomParser }).document.documentElement;
const product = (...assignments: string[]) => productFromAssignments(assignments);

describe('applicability tables of the bike', () => {
  it('reads ACT attributes, CCT conditions and PCT products', () => {
    const attributes = readAct(act);
    expect(attributes.find((a) => a.ident === 'version')).toEqual({
      ident: 'version',
      type: 'prodattr',
      name: 'Version',
      values: 'Mk1|Mk9',
      pattern: 'Mk(1|9)',
    });
    expect(attributes.find((a) => a.ident === 'serialno')?.displayName).toBe('SN');
    expect(readCct(cct).find((c) => c.ident === 'SB-S001')?.type).toBe('condition');
    const products = readPct(pct);
    expect(products.length).toBeGreaterThanOrEqual(3);
    expect(products[0]?.values.get('prodattr/version')).toBe('Mk9');
    expect(products[0]?.values.get('condition/SB-S001')).toBe('Pre');
  });

  it('generates display text from the ACT names', () => {
    const applic = descendants(dm.document, 'applic').find(
      (a) => a.getAttribute('id') === 'app-0001',
    )!;
    expect(generateDisplayText(applic, readAct(act))).toBe(
      'Model: Mountain storm and Version: Mk1',
    );
  });
});

describe('evaluating applicability', () => {
  const tree = el(`<applic><evaluate andOr="or">
      <assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="B"/>
      <evaluate andOr="and">
        <assert applicPropertyIdent="model" applicPropertyType="prodattr" applicPropertyValues="X|Y"/>
        <assert applicPropertyIdent="serial" applicPropertyType="prodattr" applicPropertyValues="100~199"/>
      </evaluate></evaluate></applic>`);

  it.each([
    [['version=B'], true],
    [['version=A', 'model=Y', 'serial=150'], true],
    [['version=A', 'model=Y', 'serial=250'], false],
    [['version=A', 'model=Z', 'serial=150'], false],
    [['version=A', 'model=Y'], 'unknown'],
    [[], 'unknown'],
  ] as const)('%j → %s', (assignments, expected) => {
    expect(evaluateApplic(tree, product(...assignments))).toBe(expected);
  });

  it('writes nested and/or display text with parentheses, sets and ranges', () => {
    expect(generateDisplayText(tree)).toBe('version: B or (model: X, Y and serial: 100-199)');
    expect(
      generateDisplayText(
        el(
          '<applic><assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="B"/></applic>',
        ),
        [{ ident: 'version', type: 'prodattr', name: 'Version' }],
      ),
    ).toBe('Version: B');
  });

  it('refuses a malformed assignment', () => {
    expect(() => product('version')).toThrow(/ident/);
  });
});

describe('filtering for a product instance', () => {
  it('removes the bike caption group that is not for the product', () => {
    const products = readPct(pct);
    const brookTrekkerMk9 = products[0]!;
    const result = filterForProduct(dm, brookTrekkerMk9);
    expect(result.removed.map((r) => r.applicRefId)).toEqual(['app-0001']);
    expect(result.removed[0]?.line).toBeGreaterThan(0);
    const left = descendants(result.document, '*').filter((e) => e.getAttribute('applicRefId'));
    expect(left.map((e) => e.getAttribute('applicRefId'))).toEqual(['app-0002']);
    // the original stays whole
    expect(descendants(dm.document, '*').filter((e) => e.getAttribute('applicRefId'))).toHaveLength(
      2,
    );
  });

  it('reports references left dangling by the filter (the s1kd-appcheck example)', () => {
    const xml = loadXml(
      `<dmodule><identAndStatusSection><dmStatus/></identAndStatusSection><content>
<referencedApplicGroup><applic id="app-0001"><assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="B"/></applic></referencedApplicGroup>
<description><levelledPara id="par-0001" applicRefId="app-0001"><title>B only</title></levelledPara>
<levelledPara><para>Refer to <internalRef internalRefId="par-0001" internalRefTargetType="irtt07"/>.</para></levelledPara></description></content></dmodule>`,
      { parser: xmldomParser, fileName: 'dm.xml' },
    );
    const forA = filterForProduct(xml, product('version=A'));
    expect(forA.dangling).toEqual([
      {
        element: 'internalRef',
        attribute: 'internalRefId',
        target: 'par-0001',
        line: 4,
        path: '/dmodule[1]/content[1]/description[1]/levelledPara[1]/para[1]/internalRef[1]',
      },
    ]);
    expect(filterForProduct(xml, product('version=B')).dangling).toEqual([]);
  });

  it('says when the whole object does not apply', () => {
    const xml = loadXml(
      `<dmodule><identAndStatusSection><dmStatus><applic><assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="B"/></applic></dmStatus></identAndStatusSection><content/></dmodule>`,
      { parser: xmldomParser },
    );
    expect(filterForProduct(xml, product('version=A')).objectApplies).toBe(false);
    expect(filterForProduct(xml, product('version=B')).objectApplies).toBe(true);
  });
});
