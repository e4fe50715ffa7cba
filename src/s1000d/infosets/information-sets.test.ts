import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { defaultProjectSettings } from '../csdb/project-settings';
import { bikeCoSettings, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { readPmTree } from '../refs/pm-tree';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { INFORMATION_SETS, SET_DOMAINS } from './information-sets';
import { pmSkeleton } from './pm-skeleton';
import { proposeForSets } from './propose-sets';

const settings = bikeCoSettings;

describe('the information set catalogue', () => {
  it('has the 21 common sets and air, sea and land ones, each proposing some codes', () => {
    expect(INFORMATION_SETS.filter((s) => s.domain === 'common')).toHaveLength(21);
    for (const [domain] of SET_DOMAINS) {
      expect(INFORMATION_SETS.some((s) => s.domain === domain)).toBe(true);
    }
    expect(new Set(INFORMATION_SETS.map((s) => s.id)).size).toBe(INFORMATION_SETS.length);
    for (const s of INFORMATION_SETS) {
      expect(s.sections.flatMap((x) => x.infoCodes).length).toBeGreaterThan(0);
    }
  });
});

describe('proposeForSets', () => {
  it('merges the codes of the chosen sets with their names and schemas', () => {
    const proposal = proposeForSets(['crew', 'ipd', 'nope']);
    expect(proposal.unknown).toEqual(['nope']);
    expect(proposal.codes.map((c) => c.infoCode)).toEqual([
      '111',
      '112',
      '115',
      '121',
      '125',
      '131',
      '135',
      '139',
      '941',
      '942',
    ]);
    expect(proposal.codes.find((c) => c.infoCode === '941')).toEqual({
      infoCode: '941',
      name: 'Illustrated parts data',
      schema: 'ipd',
      sets: ['Illustrated parts data'],
    });
    expect(proposal.schemas).toEqual([
      { schema: 'crew', codes: 6 },
      { schema: 'ipd', codes: 2 },
      { schema: 'descript', codes: 1 },
      { schema: 'proced', codes: 1 },
    ]);
  });

  it('lists a code two sets share once, naming both, and follows the project map', () => {
    const proposal = proposeForSets(['description', 'equipment'], (code) =>
      code === '040' ? 'learning' : 'descript',
    );
    const description = proposal.codes.find((c) => c.infoCode === '040')!;
    expect(description.sets).toEqual(['Description and operation', 'Equipment']);
    expect(description.schema).toBe('learning');
  });
});

describe('pmSkeleton', () => {
  const defaultBrex = defaultBrexFromDir(DEFAULT_BREX_DIR);
  const chosen = proposeForSets(['crew', 'maintenance', 'ipd']).sets;

  it.each(['6', '4.1'] as const)('writes an Issue %s PM that its default BREX accepts', (issue) => {
    const result = pmSkeleton(chosen, {
      settings: settings({ issue }),
      title: 'Bike – operation & maintenance',
      date: '2025-06-01',
    });
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.fileName).toBe('PMC-BIKE-07GB6-00001-00_000-01_EN-US.XML');
    const pm = loadXml(result.xml, { parser: xmldomParser, fileName: result.fileName });
    expect(pm.type).toBe('publicationModule');
    expect(pm.issue).toBe(issue);
    const errors = checkBrex(pm, [defaultBrex(issue)!]).findings.filter((f) => f.fail);
    expect(errors).toEqual([]);
    const tree = readPmTree(pm);
    expect(tree.entries.map((e) => e.title)).toEqual([
      'Crew/Operator information',
      'Maintenance information',
      'Illustrated parts data',
    ]);
    expect(result.dataModules).toBe(8 + 20 + 2);
    expect(result.xml).toContain('<pmTitle>Bike – operation &amp; maintenance</pmTitle>');
  });

  it('plans one data module code per set and code, with item location A for tasks', () => {
    const result = pmSkeleton(proposeForSets(['description', 'equipment']).sets, {
      settings: settings(),
      title: 'Bike',
      date: '2025-06-01',
    });
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.xml).toContain(
      '<dmCode modelIdentCode="BIKE" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>',
    );
    expect(result.xml).toContain('disassyCodeVariant="B" infoCode="040"');
    expect(result.xml).toContain(
      'disassyCodeVariant="B" infoCode="520" infoCodeVariant="A" itemLocationCode="A"',
    );
  });

  it('names everything it needs and writes nothing without it', () => {
    expect(
      pmSkeleton([], {
        settings: defaultProjectSettings(),
        title: ' ',
        date: '1 June',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'Choose at least one information set.',
        'The project has no model identification code.',
        'The project has no enterprise (CAGE) code to issue the publication module.',
        'Enter the publication title.',
        'The issue date must be YYYY-MM-DD.',
      ],
    });
  });
});

describe('ips-s1000d infosets', () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const written: Record<string, string> = {};
    const { runInfosets } = await import('../node/cli/infosets');
    const code = runInfosets(argv, {
      out: (s) => lines.push(s),
      err: (s) => lines.push(s),
      write: (path, text) => (written[path] = String(text)),
    });
    return { code, output: lines.join('\n'), written };
  };

  it('lists the sets, proposes codes, and writes a PM skeleton', async () => {
    expect((await run()).output).toContain(
      'crew                       common  Crew/Operator information',
    );
    const proposal = await run('--sets', 'ipd');
    expect(proposal.output).toBe(
      '941 ipd                  Illustrated parts data\n942 ipd                  Numerical index\nSchemas: ipd (2)',
    );
    const pm = await run(
      '--sets',
      'ipd',
      '--pm',
      '--mic',
      'BIKE',
      '--issuer',
      '07GB6',
      '--title',
      'Parts',
      '--date',
      '2025-01-02',
      '-o',
      'pm.xml',
    );
    expect(pm.code).toBe(0);
    expect(pm.output).toBe(
      'pm.xml: PMC-BIKE-07GB6-00001-00_000-01_EN-US.XML, 2 planned data module(s)',
    );
    expect(pm.written['pm.xml']).toContain('<issueDate year="2025" month="01" day="02"/>');
  });

  it('fails on an unknown set or a skeleton without its codes', async () => {
    expect((await run('--sets', 'nope')).code).toBe(1);
    const missing = await run('--sets', 'ipd', '--pm', '--title', 'Parts');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('PROBLEM: The project has no model identification code.');
  });
});

describe('project settings keep the chosen sets', () => {
  it('accepts known set ids once each, refuses unknown ones, and leaves the field out when unset', async () => {
    const { validateProjectSettings } = await import('../csdb/project-settings');
    const chosen = validateProjectSettings({
      ...settings(),
      informationSets: ['crew', 'ipd', 'crew'],
    });
    expect(chosen.ok && chosen.value.informationSets).toEqual(['crew', 'ipd']);
    expect(
      validateProjectSettings({ ...settings(), informationSets: ['crew', 'nope'] }),
    ).toMatchObject({
      ok: false,
      problems: ['Information sets must be ids of known information sets'],
    });
    const unset = validateProjectSettings(settings());
    expect(unset.ok && 'informationSets' in unset.value).toBe(false);
  });
});
