import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import type { ObjectListing } from '../csdb/listing';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { defaultProjectSettings } from '../csdb/project-settings';
import { bikeCoSettings, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { readPmTree } from '../refs/pm-tree';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { newPublicationModule, nextPmNumber } from './new-pm';

const settings = bikeCoSettings;

const modules = [
  { code: 'DMC-BIKE-A-00-00-00-00A-040A-D', title: 'Bicycle - Description' },
  { code: 'DMC-BIKE-A-12-00-00-00A-520A-A', title: 'Wheel - Remove <front> & rear' },
];

const pmRow = (c: string): ObjectListing => ({
  k: `${c}_EN-US`,
  t: 'pm',
  c,
  n: 'PM',
  z: 1,
  h: 'x',
});

describe('newPublicationModule', () => {
  const defaultBrex = defaultBrexFromDir(DEFAULT_BREX_DIR);

  it.each(['6', '4.2'] as const)('writes an Issue %s PM that its default BREX accepts', (issue) => {
    const result = newPublicationModule({
      settings: settings({ issue }),
      title: 'Bike manual',
      date: '2026-11-24',
      pmNumber: '00002',
      modules,
    });
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.fileName).toBe('PMC-BIKE-07GB6-00002-00_000-01_EN-US.XML');
    const pm = loadXml(result.xml, { parser: xmldomParser, fileName: result.fileName });
    expect(pm.type).toBe('publicationModule');
    const errors = checkBrex(pm, [defaultBrex(issue)!]).findings.filter((f) => f.fail);
    expect(errors).toEqual([]);
    const tree = readPmTree(pm);
    expect(tree.entries.map((e) => e.title)).toEqual(['Bike manual']);
    expect(result.xml).toContain(
      '<techName>Wheel</techName><infoName>Remove &lt;front&gt; &amp; rear</infoName>',
    );
  });

  it('names everything it needs and writes nothing without it', () => {
    expect(
      newPublicationModule({
        settings: defaultProjectSettings(),
        title: ' ',
        date: 'today',
        pmNumber: '1',
        modules: [{ code: 'DMC-NOPE', title: 'x' }],
      }),
    ).toEqual({
      ok: false,
      problems: [
        'The project has no model identification code.',
        'The project has no enterprise (CAGE) code to issue the publication module.',
        'Enter the publication title.',
        'The issue date must be YYYY-MM-DD.',
        'DMC-NOPE is not a data module code.',
      ],
    });
    const empty = newPublicationModule({
      settings: settings(),
      title: 'T',
      date: '2026-11-24',
      pmNumber: '00001',
      modules: [],
    });
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.problems).toEqual([
      'Choose at least one data module: a publication entry cannot be empty.',
    ]);
  });
});

describe('nextPmNumber', () => {
  it("offers the number after the highest of the project's model and issuer", () => {
    expect(nextPmNumber(settings(), [])).toBe('00001');
    const rows = [
      pmRow('PMC-BIKE-07GB6-00001-00'),
      pmRow('PMC-BIKE-07GB6-00007-00'),
      pmRow('PMC-OTHER-07GB6-00020-00'),
      pmRow('PMC-BIKE-07GB6-EPWG1-00'),
    ];
    expect(nextPmNumber(settings(), rows)).toBe('00008');
  });
});
