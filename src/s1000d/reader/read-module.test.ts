import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productFromAssignments, readPct, type ProductInstance } from '../applic/applic-tables';
import { evaluateApplic } from '../applic/evaluate-applic';
import { filterForProduct } from '../applic/filter-applic';
import { generateDemoProject } from '../demo/demo-project';
import { bikeFiles, isXmlFile } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { descendants } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import { readModule } from './build-module';
import type { BlockOf, ModuleView } from './model';
import { renderModuleText } from './text-render';
import { danglingRefs, visibilityFor } from './visibility';

const decode = (bytes: Uint8Array) => decodeXmlBytes(bytes);
const bike = bikeFiles(isXmlFile).map((path) => ({
  name: basename(path),
  text: decode(new Uint8Array(readFileSync(path))),
}));
const demo = generateDemoProject()
  .files.filter((f) => f.name.endsWith('.XML'))
  .map((f) => ({ name: f.name, text: decode(f.bytes) }));
const all = [...bike, ...demo];
const named = (part: string) => all.find((f) => f.name.includes(part))!;
const SNAPSHOTS = join(import.meta.dirname, '__snapshots__');

describe('every object of the bike set and the demo project reads and renders', () => {
  it.each(all.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    const view = readModule(file.text, file.name);
    expect(view.code).not.toBe('');
    if (/^DM[CE]-/.test(file.name)) {
      expect(view.kind).toBe('dm');
      expect(view.body.length).toBeGreaterThan(0);
    }
    expect(renderModuleText(view).length).toBeGreaterThan(view.title.length);
  });

  it('covers every data module schema of both sets', () => {
    const schemas = new Set(
      all.filter((f) => /^DM[CE]-/.test(f.name)).map((f) => readModule(f.text, f.name).schema),
    );
    for (const schema of [
      'descript',
      'proced',
      'fault',
      'ipd',
      'crew',
      'process',
      'comrep',
      'frontmatter',
      'learning',
      'brex',
    ])
      expect(schemas).toContain(schema);
  });
});

describe('one module of each schema, as text', () => {
  const cases: [string, string][] = [
    ['descript', 'TIDEWELL-A-00-00-00-00A-040A-D'],
    ['proced', 'TIDEWELL-A-20-20-00-00A-520A-A'],
    ['proced-nested-steps', 'S1000DBIKE-AAA-D00-00-00-00AA-121A-A'],
    ['fault-isolation', 'TIDEWELL-A-20-00-00-00A-421A-A'],
    ['fault-reporting', 'S1000DBIKE-AAA-DA0-20-00-00AA-412A-A'],
    ['ipd', 'TIDEWELL-A-20-00-00-01A-941A-D'],
    ['crew', 'TIDEWELL-A-00-00-00-00A-131A-A'],
    ['process', 'S1000DBIKE-AAA-D00-00-00-00AA-130A-A'],
    ['comrep', 'TIDEWELL-A-00-00-00-00A-0A4A-D'],
    ['frontmatter', 'S1000DBIKE-AAA-D00-00-00-00AA-009A-A'],
    ['pct', 'TIDEWELL-A-00-00-00-00A-00PA-D'],
  ];
  it.each(cases)('%s', async (schema, code) => {
    const file = named(code);
    await expect(renderModuleText(readModule(file.text, file.name))).toMatchFileSnapshot(
      join(SNAPSHOTS, `${schema}.txt`),
    );
  });
});

function productsOf(pctPart: string): ProductInstance[] {
  const pct = named(pctPart);
  return readPct(loadXml(pct.text, { parser: xmldomParser, fileName: pct.name }));
}

describe('applicability agrees with the engine filter on the DOM', () => {
  const sets: [string, ProductInstance[]][] = [
    ['TIDEWELL', productsOf('TIDEWELL-A-00-00-00-00A-00PA-D')],
    ['S1000DBIKE', productsOf('S1000DBIKE-AAA-D00-00-00-00AA-00PA-D')],
  ];
  for (const [mic, products] of sets) {
    // Modules with applicability on their content (and, for the object's own, every one).
    const modules = all.filter(
      (f) =>
        f.name.startsWith(`DMC-${mic}`) &&
        /referencedApplicGroup|<applic>\s*<displayText/.test(f.text),
    );
    it(
      `${mic}: ${modules.length} modules × ${products.length} products`,
      { timeout: 60_000 },
      () => {
        let hiddenSomething = 0;
        for (const file of modules) {
          const view = readModule(file.text, file.name);
          const xml = loadXml(file.text, { parser: xmldomParser, fileName: file.name });
          const groups = descendants(xml.document, 'referencedApplicGroup');
          const applics = new Map(
            groups
              .flatMap((g) => descendants(g, 'applic'))
              .map((a) => [a.getAttribute('id') ?? '', a]),
          );
          for (const product of products) {
            const visibility = visibilityFor(view, product);
            for (const [id, applic] of applics) {
              expect(visibility.hidden.has(id), `${file.name} ${id}`).toBe(
                evaluateApplic(applic, product) === false,
              );
            }
            const filtered = filterForProduct(xml, product);
            expect(visibility.objectApplies).toBe(filtered.objectApplies);
            const domDangling = new Set(
              filtered.dangling.filter((d) => d.attribute === 'internalRefId').map((d) => d.target),
            );
            expect(new Set(danglingRefs(view, visibility).map((d) => d.target))).toEqual(
              domDangling,
            );
            hiddenSomething += visibility.hidden.size;
          }
        }
        expect(hiddenSomething).toBeGreaterThan(0);
      },
    );
  }

  it('explains why content is hidden: the statement and the value that failed', () => {
    const file = named('TIDEWELL-A-00-00-00-00A-040A-D');
    const view = readModule(file.text, file.name);
    const sp400 = productFromAssignments(['model=SP-400', 'voltage=230']);
    const visibility = visibilityFor(view, sp400);
    expect(visibility.hidden.get('app-sp400a')).toEqual({
      applicId: 'app-sp400a',
      statement: view.applics['app-sp400a'],
      failed: [{ ident: 'model', type: 'prodattr', required: 'SP-400A', actual: 'SP-400' }],
    });
    const text = renderModuleText(view, { visibility });
    expect(text).toContain('[hidden: Model: SP-400A (model is SP-400, needs SP-400A)]');
    expect(text).not.toContain('Float switch\n');
    expect(text).toContain('230 V, 50 Hz');
    expect(text).not.toContain('120 V, 60 Hz');
  });

  it('flags a reference the filter leaves dangling (the s1kd-appcheck example)', () => {
    const view = readModule(
      `<dmodule><identAndStatusSection><dmAddress><dmIdent><dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/></dmIdent></dmAddress><dmStatus/></identAndStatusSection><content>
<referencedApplicGroup><applic id="app-0001"><assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="B"/></applic></referencedApplicGroup>
<description><levelledPara id="par-0001" applicRefId="app-0001"><title>B only</title></levelledPara>
<levelledPara><title>Everyone</title><para>Refer to <internalRef internalRefId="par-0001" internalRefTargetType="irtt07"/>.</para></levelledPara></description></content></dmodule>`,
    );
    const forA = visibilityFor(view, productFromAssignments(['version=A']));
    expect(danglingRefs(view, forA).map((d) => [d.target, d.label])).toEqual([
      ['par-0001', 'Para 1'],
    ]);
    expect(danglingRefs(view, visibilityFor(view, productFromAssignments(['version=B'])))).toEqual(
      [],
    );
  });
});

describe('labels and numbers', () => {
  const view = (code: string): ModuleView => {
    const f = named(code);
    return readModule(f.text, f.name);
  };
  it('numbers figures, tables, paragraphs, steps and names supplies for internal references', () => {
    const remove = view('TIDEWELL-A-20-20-00-00A-520A-A');
    expect(remove.targets['fig-0001']?.label).toBe('Fig 1');
    expect(remove.targets['stp-0004']).toMatchObject({ label: 'Step 4', applics: ['app-sb-post'] });
    expect(remove.targets['seq-0002']?.label).toBe('Hexagon key, 5 mm');
    const description = view('TIDEWELL-A-00-00-00-00A-040A-D');
    expect(description.targets['tab-0001']?.label).toBe('Table 1');
    expect(description.targets['par-0005']?.label).toBe('Para 5');
  });

  it('reads CALS spans: namest/nameend, spanspec and morerows', () => {
    const table =
      readModule(`<dmodule><content><description><table><title>Spans</title><tgroup cols="3">
<colspec colname="a"/><colspec colname="b"/><colspec colname="c"/><spanspec spanname="bc" namest="b" nameend="c"/>
<thead><row><entry namest="a" nameend="c">All three</entry></row></thead>
<tbody><row><entry morerows="1">Tall</entry><entry spanname="bc">Wide</entry></row>
<row><entry>B2</entry><entry>C2</entry></row>
<row><entry>A3</entry><entry colname="c">C3</entry></row></tbody></tgroup></table></description></content></dmodule>`)
        .body[0] as BlockOf<'table'>;
    const group = table.groups[0]!;
    expect(group.head[0]!.cells.map((c) => [c.colSpan, c.rowSpan])).toEqual([[3, 1]]);
    expect(group.body.map((r) => r.cells.map((c) => [c.colSpan, c.rowSpan]))).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
      [
        [1, 1],
        [1, 1],
      ],
      [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    ]);
  });
});
