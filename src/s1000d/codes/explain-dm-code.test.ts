import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../node/test-fixtures';
import { parseDmCode } from './dm-code';
import { explainDmCode } from './explain-dm-code';
import { ISSUE6_INFO_CODES, ISSUE6_ITEM_LOCATION_CODES } from './issue6-tables';

const tsvRows = readFileSync(join(FIXTURES, 's1000d_issue6_brex_objectValues.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'));

function explain(text: string) {
  const parsed = parseDmCode(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return Object.fromEntries(explainDmCode(parsed.value).segments.map((s) => [s.attribute, s]));
}

describe('explaining a data module code', () => {
  it('names every segment and looks up info code and item location code', () => {
    const s = explain('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A');
    expect(s.modelIdentCode?.label).toBe('Model identification code');
    expect(s.subSystemCode?.value).toBe('1');
    expect(s.infoCode?.meaning).toMatch(/^Clean with chemical agent/);
    expect(s.infoCode?.meaning).toMatch(/category 200: Servicing/);
    expect(s.itemLocationCode?.meaning).toBe(
      'Information related to items installed on the Product',
    );
  });

  it('uses the pattern rows for project-available information codes', () => {
    expect(explain('DMC-X1-A-00-00-00-00A-04AA-D').infoCode?.meaning).toMatch(/^Project available/);
  });

  it('explains learn codes from the Issue 6 table', () => {
    expect(
      explain('DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A').learnCode?.meaning,
    ).toBeTruthy();
  });

  it('holds exactly the information codes and item location codes of the Issue 6 TSV', () => {
    const infoRows = tsvRows.filter(
      (r) => r[1] === '//dmIdent/dmCode/@infoCode' && r[2] === 'single',
    );
    expect(infoRows).toHaveLength(Object.keys(ISSUE6_INFO_CODES.singles).length);
    for (const r of infoRows) expect(ISSUE6_INFO_CODES.singles[r[3]!]).toBe(r[5]);
    const ilc = tsvRows.filter((r) => r[1] === '//@itemLocationCode').map((r) => r[3]);
    expect(Object.keys(ISSUE6_ITEM_LOCATION_CODES.singles)).toEqual(ilc);
  });
});
