import { describe, expect, it } from 'vitest';
import { readBrex } from '../brex/read-brex';
import { addBrexRules } from '../brex-write/add-brex-rules';
import { toDmtypesText } from '../csdb/defaults-files';
import { defaultProjectSettings } from '../csdb/project-settings';
import { bikeFiles } from '../node/test-fixtures';
import { bikeNamedFile, listingRowsOf } from '../node/test-projects';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { infoCodeBrexRules, infoCodeRows, projectInfoCodeProblem } from './info-code-list';
import { itemLocationBrexRule, itemLocationUsage } from './item-location';

const rows = await listingRowsOf(bikeFiles((n) => /\.XML$/i.test(n)));
const settings = defaultProjectSettings({
  infoNames: { '04A': 'Description of the bell', '258B': 'Clean the chain (dry)' },
  infoCodeSchemas: {
    ...defaultProjectSettings().infoCodeSchemas,
    '04A': 'descript',
    '258B': 'proced',
  },
  itemLocationNames: { A: 'On the bicycle' },
});

describe('information codes', () => {
  it('lists the 579 codes of the Issue 6 list (its other 14 values are ranges open to projects) and the project’s own, with use counts', () => {
    const list = infoCodeRows(settings, rows);
    expect(list.filter((r) => r.source === 'specification')).toHaveLength(579);
    expect(list.find((r) => r.code === '04A')).toMatchObject({
      source: 'project',
      name: 'Description of the bell',
      schema: 'descript',
    });
    expect(list.find((r) => r.code === '258B')).toMatchObject({ source: 'project', modules: 1 });
    expect(list.find((r) => r.code === '520')).toMatchObject({
      source: 'specification',
      schema: 'proced',
      name: 'Remove procedure',
    });
    expect(list.find((r) => r.code === '520')!.modules).toBe(
      rows.filter((r) => r.t === 'dm' && /-520[A-Z0-9]-/.test(r.c)).length,
    );
  });

  it('accepts project codes with a letter, refuses reserved numeric codes', () => {
    expect(projectInfoCodeProblem('04A', 'Bell')).toBeUndefined();
    expect(projectInfoCodeProblem('258B', 'Dry clean')).toBeUndefined();
    expect(projectInfoCodeProblem('200A-T-T10B', 'Training')).toBeUndefined();
    expect(projectInfoCodeProblem('027', 'Mine')).toMatch(/reserved/);
    expect(projectInfoCodeProblem('04a', 'x')).toMatch(/not an information code/);
    expect(projectInfoCodeProblem('04A', ' ')).toMatch(/name/);
  });

  it('exports the project codes as BREX rules the engine reads, and as .dmtypes', () => {
    const rules = infoCodeBrexRules(
      [
        { code: '040', name: 'Description' },
        { code: '04A', name: 'Description of the bell' },
        { code: '258B', name: 'Clean the chain (dry)' },
      ],
      'Bike',
    );
    const brex = addBrexRules(
      bikeNamedFile('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML').bytes,
      rules,
      xmldomParser,
    );
    const read = readBrex(loadXml(brex.text, { parser: xmldomParser }));
    const [codes, variants] = read.structureRules.slice(-2);
    expect(codes!.objectPath).toBe('//dmIdent/dmCode/@infoCode');
    expect(codes!.objectValues.map((v) => v.valueAllowed)).toEqual(['040', '04A', '258']);
    expect(variants).toMatchObject({
      objectPath: "//dmIdent/dmCode[@infoCode='258']/@infoCodeVariant",
    });
    expect(toDmtypesText(settings)).toMatch(/^04A\s+descript\s+Description of the bell$/m);
  });
});

describe('item location codes', () => {
  it('counts the bike modules per item location code and information code', () => {
    const usage = itemLocationUsage(rows, settings);
    const count = (c: string) => usage.codes.find((u) => u.code === c)!;
    expect(count('A').wording).toBe('On the bicycle');
    expect(count('T').modules).toBe(6);
    expect(count('A').modules + count('D').modules + count('T').modules).toBe(96);
    expect(count('T').infoCodes['200']).toBe(2);
    expect(usage.problems).toEqual([]);
  });

  it('flags training information without a learn code', () => {
    const usage = itemLocationUsage([{ k: 'x', t: 'dm', c: 'DMC-BIKE-A-00-00-00-00A-040A-T' }]);
    expect(usage.problems[0]!.message).toMatch(/Training information \(T\) without a learn code/);
  });

  it('writes the codes with the project wording as a BREX rule', () => {
    expect(itemLocationBrexRule({ A: 'On the bicycle' })).toMatch(
      /<objectValue valueForm="single" valueAllowed="A">On the bicycle<\/objectValue>/,
    );
  });
});
