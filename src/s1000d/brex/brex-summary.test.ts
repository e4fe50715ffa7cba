import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { loadXml } from '../xml/load-xml';
import { diffBrex, summarizeBrex } from './brex-summary';
import { readBrex } from './read-brex';

const BIKE_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';
const fromText = (name: string, text: string) =>
  readBrex(loadXml(text, { parser: xmldomParser, fileName: name }));
const bikeText = readFileSync(join(BIKE_DIR, BIKE_BREX), 'utf8');
const bike = fromText(BIKE_BREX, bikeText);

describe('a BREX summarised', () => {
  it('counts the Issue 6 default BREX as its common information says', () => {
    const name = 'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML';
    const summary = summarizeBrex(
      fromText(name, readFileSync(join(DEFAULT_BREX_DIR, name), 'utf8')),
    );
    expect(summary.counts).toEqual({
      structureRules: 269,
      mustNotExist: 158,
      mustExist: 0,
      valuesOnly: 111,
      rulesWithValues: 93,
      values: 1405,
      schemaContexts: 6,
      snsEntries: 0,
      notationRules: 0,
      narrativeRules: 1,
    });
    // The default BREX names itself as its BREX: the top of every chain.
    expect(summary.parent).toBe('DMC-S1000D-H-04-10-0301-00A-022A-D_001-00');
  });

  it('names the bike BREX’s parent, the 4.1 default BREX, and has no severities', () => {
    const summary = summarizeBrex(bike);
    expect(summary.code).toBe('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D');
    expect(summary.parent).toMatch(/^DMC-S1000D-E-04-10-0301-00A-022A-D/);
    expect(summary.counts.structureRules).toBe(47);
    expect(summary.severities).toEqual({});
  });
});

describe('two issues of a BREX compared', () => {
  it('says nothing changed between a BREX and itself', () => {
    expect(diffBrex(bike, bike).same).toBe(true);
  });

  it('finds added, removed and changed rules and values', () => {
    const next = bikeText
      .replace(
        '<objectUse>Security classification</objectUse>',
        '<objectUse>Security class</objectUse>',
      )
      .replace(
        /<structureObjectRule[^>]*>\s*<objectPath allowedObjectFlag="0">\/\/warning\/orderedList<\/objectPath>[\s\S]*?<\/structureObjectRule>/,
        '',
      )
      .replace(
        '</structureObjectRuleGroup>',
        '<structureObjectRule><objectPath allowedObjectFlag="0">//para[not(node())]</objectPath><objectUse>No empty paragraphs</objectUse></structureObjectRule></structureObjectRuleGroup>',
      )
      .replace('valueAllowed="ok05"', 'valueAllowed="ok06"');
    const diff = diffBrex(bike, fromText('next.XML', next));
    expect(diff.same).toBe(false);
    expect(diff.added).toEqual([
      {
        key: 'path:://para[not(node())]',
        label: '//para[not(node())]',
        objectUse: 'No empty paragraphs',
      },
    ]);
    expect(diff.removed.map((r) => r.label)).toEqual(['//warning/orderedList']);
    expect(
      diff.changed.map((c) => [
        c.label,
        c.fields.map((f) => f.field),
        c.valuesAdded,
        c.valuesRemoved,
      ]),
    ).toEqual([
      ['//security/@securityClassification', ['objectUse'], [], []],
      [
        '//@submitCaption',
        [],
        ['single:ok06 (Sets the caption to "EXIT")'],
        ['single:ok05 (Sets the caption to "EXIT")'],
      ],
    ]);
  });
});
