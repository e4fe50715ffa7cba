import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import { classifyFile } from '../csdb/classify';
import { defaultProjectSettings } from '../csdb/project-settings';
import { generateDemoProject } from '../demo/demo-project';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { readModule } from '../reader/build-module';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import { FRONT_MATTER_TYPES, generateFrontMatter, type FrontMatterType } from './fmgen';
import { readEditablePm } from './pm-xml';
import { listingRowsOfFiles } from '../node/test-projects';

const demo = generateDemoProject().files;
const pmFile = demo.find((f) => f.name.startsWith('PMC-'))!;
const pm = readEditablePm(
  loadXml(decodeXmlBytes(pmFile.bytes), { fileName: pmFile.name, parser: xmldomParser }),
);
const rows = await listingRowsOfFiles(demo);
const settings = (issue: '6' | '4.2') =>
  defaultProjectSettings({
    issue,
    modelIdentCodes: ['TIDEWELL'],
    responsiblePartnerCompany: { code: '7TDW1', name: 'Tidewell Pumps' },
    originator: { code: '7TDW1', name: 'Tidewell Pumps' },
  });
const defaultBrex = defaultBrexFromDir(DEFAULT_BREX_DIR);
const types = Object.keys(FRONT_MATTER_TYPES) as FrontMatterType[];

describe('front matter (s1kd-fmgen)', () => {
  it.each(types.flatMap((t) => (['6', '4.2'] as const).map((i) => [t, i] as const)))(
    '%s for Issue %s: a front matter module its default BREX accepts',
    async (type, issue) => {
      const made = generateFrontMatter({
        type,
        pm,
        rows,
        settings: settings(issue),
        date: '2026-11-24',
      });
      if (!made.ok) throw new Error(made.problems.join('; '));
      expect(made.code).toBe(`DMC-TIDEWELL-A-00-00-00-00A-${FRONT_MATTER_TYPES[type].infoCode}A-D`);
      const xml = loadXml(made.xml, { parser: xmldomParser, fileName: made.fileName });
      const errors = checkBrex(xml, [defaultBrex(issue)!]).findings.filter((f) => f.fail);
      expect(errors).toEqual([]);
      const found = await classifyFile(made.fileName, new TextEncoder().encode(made.xml), {
        parser: xmldomParser,
      });
      expect(found.status === 'object' && found.listing.s).toBe('frontmatter');
      // The viewer reads what was generated.
      expect(() => readModule(made.xml, made.fileName)).not.toThrow();
    },
  );

  it('lists every module once in the LOEDM and the tree in the TOC', () => {
    const codes = new Set(
      pm.entries.flatMap((e) =>
        e.children.flatMap((c) => (c.kind === 'dmRef' ? [c.ref.split('_')[0]] : [])),
      ),
    );
    const loedm = generateFrontMatter({
      type: 'LOEDM',
      pm,
      rows,
      settings: settings('6'),
      date: '2026-11-24',
    });
    if (!loedm.ok) throw new Error();
    expect(loedm.xml.match(/<frontMatterDmEntry/g)).toHaveLength(codes.size);
    expect(loedm.xml).toContain('frontMatterType="fm02"');
    const toc = generateFrontMatter({
      type: 'TOC',
      pm,
      rows,
      settings: settings('6'),
      date: '2026-11-24',
    });
    if (!toc.ok) throw new Error();
    for (const entry of pm.entries) expect(toc.xml).toContain(`<title>${entry.title}</title>`);
    const tp = generateFrontMatter({
      type: 'TP',
      pm,
      rows,
      settings: settings('6'),
      date: '2026-11-24',
    });
    expect(tp.ok && tp.xml).toContain(`<pmTitle>${pm.title}</pmTitle>`);
    const high = generateFrontMatter({
      type: 'HIGH',
      pm,
      rows,
      settings: settings('6'),
      date: '2026-11-24',
    });
    const newModules = rows.filter((r) => r.t === 'dm' && r.it === 'new' && codes.has(r.c)).length;
    expect(high.ok && (high.xml.match(/<frontMatterDmEntry/g) ?? []).length).toBe(newModules);
  });

  it('names what it needs and writes nothing without it', () => {
    expect(
      generateFrontMatter({ type: 'TOC', pm, rows, settings: defaultProjectSettings(), date: 'x' }),
    ).toEqual({
      ok: false,
      problems: [
        'The project has no model identification code.',
        'The project has no enterprise (CAGE) code.',
        'The issue date must be YYYY-MM-DD.',
      ],
    });
  });
});
