import { describe, expect, it } from 'vitest';
import { readAct, readCct, readPct } from '../applic/applic-tables';
import { generateDisplayText } from '../applic/display-text';
import { filterForProduct } from '../applic/filter-applic';
import { checkBrex } from '../brex/check-brex';
import { resolveReferencedBrex } from '../brex/resolve-brex';
import { classifyFile, type ClassifiedObject } from '../csdb/classify';
import { buildRefGraph } from '../csdb/ref-graph';
import { validateProjectSettings } from '../csdb/project-settings';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { readDdn, reconcileDdn } from '../refs/ddn';
import { readPmTree } from '../refs/pm-tree';
import { descendants } from '../xml/dom-query';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import { generateDemoProject } from './demo-project';

const project = generateDemoProject();
const decoder = new TextDecoder();
const load = (name: string, text: string) =>
  loadXml(text, { parser: xmldomParser, fileName: name });
const xmlFiles = project.files.filter((f) => f.name.endsWith('.XML'));
const objects = xmlFiles.map((f) => load(f.name, decoder.decode(f.bytes)));
const byInfoCode = (ic: string) => objects.find((o) => o.fileName.includes(`-${ic}A-`))!;
const defaultBrex = defaultBrexFromDir(DEFAULT_BREX_DIR);

function findings(object: S1000dXml, set: readonly S1000dXml[] = objects) {
  const resolved = resolveReferencedBrex(object, { objects: set, defaultBrex }, true);
  const report = checkBrex(object, resolved.brex, { sns: 'normal', notations: true });
  return {
    chain: resolved.brex.map((b) => b.fileName),
    failing: [...resolved.findings, ...report.findings]
      .filter((f) => f.fail)
      .map((f) => `${f.ruleId ?? f.kind}: ${f.message}`),
  };
}

describe('the demo project', () => {
  it('has about 20 objects of every kind the brief names, deterministic for a date', () => {
    expect(project.files.map((f) => f.name)).toEqual([
      'DMC-TIDEWELL-A-00-00-00-00A-022A-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-00WA-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-00QA-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-00PA-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-0A4A-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-040A-D_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-40-00-00A-042A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-00-00-00-00A-131A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-30-00-00A-258A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-20-00-00A-520A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-20-00-00A-720A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-00-00-00A-363A-A_000-01_EN-US.XML',
      'DMC-TIDEWELL-A-20-00-00-00A-421A-A_001-00_EN-US.XML',
      'DMC-TIDEWELL-A-20-00-00-01A-941A-D_000-02_EN-US.XML',
      'PMC-TIDEWELL-7TDW1-00001-00_001-00_EN-US.XML',
      'DML-TIDEWELL-7TDW1-C-2025-00001_001-00.XML',
      'ICN-TIDEWELL-A-000000-A-7TDW1-00001-A-001-01.SVG',
      'ICN-TIDEWELL-A-202000-A-7TDW1-00002-A-001-01.SVG',
      'ICN-TIDEWELL-A-204000-A-7TDW1-00003-A-001-01.SVG',
      'DDN-TIDEWELL-7TDW1-3NRTL-2025-00001.XML',
    ]);
    const schemas = objects.map((o) => o.schemaName);
    for (const s of [
      'brex',
      'appliccrossreftable',
      'condcrossreftable',
      'prdcrossreftable',
      'comrep',
      'descript',
      'crew',
      'proced',
      'fault',
      'ipd',
      'pm',
      'dml',
      'ddn',
    ])
      expect(schemas).toContain(s);
    expect(objects.every((o) => o.issue === '6')).toBe(true);
    expect(generateDemoProject().files).toEqual(project.files);
    expect(decoder.decode(generateDemoProject({ date: '2026-01-02' }).files[5]!.bytes)).toContain(
      '<issueDate year="2026" month="01" day="02"/>',
    );
    expect(validateProjectSettings(project.settings)).toEqual({
      ok: true,
      value: project.settings,
    });
  });

  it('passes its BREX chain (project BREX → Issue 6 default BREX), values, SNS and notations checked', () => {
    for (const object of objects) {
      const { chain, failing } = findings(object);
      expect([object.fileName, failing]).toEqual([object.fileName, []]);
      const expected = object.fileName.includes('-022A-')
        ? ['DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML']
        : [
            'DMC-TIDEWELL-A-00-00-00-00A-022A-D_001-00_EN-US.XML',
            'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML',
          ];
      expect(chain).toEqual(expected);
    }
  });

  it('its BREX does bite: a wrong information code, SNS, notation or a missing ACT reference fail', () => {
    const description = xmlFiles.find((f) => f.name.includes('-040A-'))!;
    const text = decoder.decode(description.bytes);
    const variants = {
      infoCode: text.replace('infoCode="040"', 'infoCode="300"'),
      sns: text.replace('systemCode="00" subSystemCode="0"', 'systemCode="99" subSystemCode="0"'),
      notation: text
        .replace('NDATA svg>', 'NDATA png>')
        .replace('<!NOTATION svg', '<!NOTATION png SYSTEM "png">\n<!NOTATION svg'),
      act: text.replace(/<applicCrossRefTableRef>[\s\S]*?<\/applicCrossRefTableRef>/, ''),
    };
    const failing = Object.fromEntries(
      Object.entries(variants).map(([k, v]) => [k, findings(load(description.name, v)).failing]),
    );
    expect(failing.infoCode).toEqual([expect.stringMatching(/^TDW-BR-00003: .*"300"/)]);
    expect(failing.sns).toEqual([expect.stringMatching(/^sns: SNS 99-00-00: system code "99"/)]);
    expect(failing.notation).toEqual([expect.stringMatching(/^notation: Notation "png"/)]);
    expect(failing.act).toEqual([expect.stringMatching(/^TDW-BR-00007: /)]);
  });

  it('classifies as 20 objects whose names match their codes, and every reference resolves', async () => {
    const classified = await Promise.all(
      project.files.map((f) => classifyFile(f.name, f.bytes, { parser: xmldomParser })),
    );
    expect(classified.every((c) => c.status === 'object' && !c.mismatch)).toBe(true);
    const rows = (classified as ClassifiedObject[]).map((c) => c.listing);
    const graph = buildRefGraph(rows);
    expect(graph.unresolved).toEqual([]);
    expect(
      graph.usedBy.get('DMC-TIDEWELL-A-00-00-00-00A-00WA-D_EN-US')!.length,
    ).toBeGreaterThanOrEqual(10);
    expect(
      graph.usedBy.get('ICN-TIDEWELL-A-202000-A-7TDW1-00002-A.SVG')!.map((u) => u.from),
    ).toEqual([
      'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
      'DMC-TIDEWELL-A-20-20-00-00A-720A-A_EN-US',
      'DMC-TIDEWELL-A-20-00-00-01A-941A-D_EN-US',
    ]);
    expect(rows.filter((r) => r.w !== '00' && r.w !== undefined).map((r) => r.c)).toEqual([
      'DMC-TIDEWELL-A-20-00-00-00A-363A-A',
      'DMC-TIDEWELL-A-20-00-00-01A-941A-D',
    ]);
  });

  it('uses its applicability: display texts agree with the ACT and CCT, and products filter the content', () => {
    const properties = [...readAct(byInfoCode('00W')), ...readCct(byInfoCode('00Q'))];
    for (const object of objects) {
      for (const applic of descendants(object.document, 'applic')) {
        const written = applic.getElementsByTagName('simplePara')[0]?.textContent;
        if (written === 'All') continue;
        expect([object.fileName, written]).toEqual([
          object.fileName,
          generateDisplayText(applic, properties),
        ]);
      }
    }
    const [sp400, sp400a] = readPct(byInfoCode('00P'));
    const floatSwitch = byInfoCode('042');
    expect(filterForProduct(floatSwitch, sp400!).objectApplies).toBe(false);
    expect(filterForProduct(floatSwitch, sp400a!).objectApplies).toBe(true);
    const description = filterForProduct(byInfoCode('040'), sp400!);
    expect(description.removed.map((r) => r.applicRefId)).toEqual(['app-sp400a', 'app-120v']);
    expect(description.dangling).toEqual([]);
    const removal = filterForProduct(byInfoCode('520'), sp400!);
    expect(removal.removed.map((r) => r.applicRefId)).toEqual(['app-sb-post']);
  });

  it('its PM, DMRL and DDN agree with the files', () => {
    const pm = readPmTree(objects.find((o) => o.fileName.startsWith('PMC-'))!);
    expect(pm.fileNameMatchesCode).toBe(true);
    expect(
      pm.entries.map((e) =>
        e.kind === 'pmEntry' ? `${e.pmEntryType} ${e.title} (${e.items.length})` : '',
      ),
    ).toEqual([
      'pmt23 Description and operation (3)',
      'pmt28 Servicing (1)',
      'pmt26 Removal and installation (2)',
      'pmt29 Tests and fault isolation (2)',
      'pmt34 Illustrated parts data (1)',
    ]);
    const ddnXml = objects.find((o) => o.fileName.startsWith('DDN-'))!;
    const reconciled = reconcileDdn(
      readDdn(ddnXml),
      project.files.map((f) => f.name),
      ddnXml.fileName,
    );
    expect(reconciled).toMatchObject({ missing: [], otherIssue: [], unparsable: [], unlisted: [] });
    expect(reconciled.present).toHaveLength(19);
  });

  it('its SVG illustrations are well-formed SVG with a title', () => {
    for (const f of project.files.filter((f) => f.name.endsWith('.SVG'))) {
      const svg = load(f.name, decoder.decode(f.bytes));
      expect(svg.document.documentElement.localName).toBe('svg');
      expect(svg.document.getElementsByTagName('title')[0]?.textContent).toBeTruthy();
    }
  });
});
