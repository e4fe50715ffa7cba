import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../../node/test-fixtures';
import { xmldomParser } from '../../node/xmldom-parser';
import { loadXml } from '../../xml/load-xml';
import type { BrexRules } from '../brex-model';
import { readBrex } from '../read-brex';
import type { RuleDraft } from './brex-draft';
import { draftRulesOf } from './new-draft';
import { ruleTargets, targetsMeet } from './rule-target';
import { checkTailoring } from './tailoring';

const read = (path: string) =>
  readBrex(loadXml(readFileSync(path, 'utf8'), { parser: xmldomParser, fileName: path }));
const issue6 = read(join(DEFAULT_BREX_DIR, 'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML'));
const issue41 = read(join(DEFAULT_BREX_DIR, 'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML'));
const bike = read(join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'));

const rule = (objectPath: string, values: RuleDraft['values']): RuleDraft => ({
  id: '',
  objectPath,
  allowedObjectFlag: '2',
  objectUse: 'x',
  values,
  severity: '',
  context: '',
});
const single = (allowed: string, meaning = '') => ({ form: 'single' as const, allowed, meaning });

describe('what a rule path targets', () => {
  it('reads the last step and the element it sits on, through unions and predicates', () => {
    expect(ruleTargets('//dmAddress/dmIdent/dmCode/@infoCode')).toEqual([
      { step: '@infoCode', on: 'dmCode' },
    ]);
    expect(ruleTargets('//@securityClassification')).toEqual([
      { step: '@securityClassification', on: null },
    ]);
    expect(ruleTargets('//a/b[c="/|"]/attribute::x | //y')).toEqual([
      { step: '@x', on: 'b' },
      { step: 'y', on: null },
    ]);
    expect(ruleTargets('count(//a) > 1')).toBeUndefined();
    expect(
      targetsMeet(ruleTargets('//dmIdent/dmCode/@infoCode'), ruleTargets('//updateCode/@infoCode')),
    ).toBe(false);
    expect(
      targetsMeet(
        ruleTargets('//security/@securityClassification'),
        ruleTargets('//@securityClassification'),
      ),
    ).toBe(true);
  });
});

describe('valueTailoring of the parent BREX', () => {
  it('finds the one value the bike BREX adds to the 4.1 default BREX, and nothing in its narrowing', () => {
    expect(checkTailoring(draftRulesOf(bike).rules, issue41)).toEqual([
      {
        rule: 38,
        value: 'ok03',
        parentRule: '//@submitCaption',
        message: 'Value "ok03" is not allowed by the parent BREX rule //@submitCaption.',
      },
    ]);
  });

  it('refuses a value the parent does not allow', () => {
    // 04Z is one of the codes the default leaves to projects ("Project available"); 0Z1 is none.
    const problems = checkTailoring(
      [
        rule('//dmIdent/dmCode/@infoCode', [
          single('040'),
          single('04Z', 'Wiring check'),
          single('0Z1'),
        ]),
      ],
      issue6,
    );
    expect(problems).toEqual([
      {
        rule: 0,
        value: '0Z1',
        parentRule: 'BREX-S1-00180',
        message: 'Value "0Z1" is not allowed by the parent BREX rule BREX-S1-00180.',
      },
    ]);
  });

  it('refuses rewording a closed value, accepts rewording lexical and restrictable ones', () => {
    const parent: BrexRules = {
      fileName: 'p.XML',
      notationRules: [],
      structureRules: [
        {
          ruleId: 'P-1',
          objectPath: '//@colour',
          allowedObjectFlag: '2',
          objectUse: '',
          objectValues: [
            {
              valueForm: 'single',
              valueAllowed: 'co01',
              meaning: 'Green',
              valueTailoring: 'closed',
            },
            {
              valueForm: 'single',
              valueAllowed: 'co02',
              meaning: 'Amber',
              valueTailoring: 'lexical',
            },
            {
              valueForm: 'range',
              valueAllowed: 'co51~co99',
              meaning: '',
              valueTailoring: 'restrictable',
            },
            { valueForm: 'range', valueAllowed: 'x1~x9', meaning: '' },
          ],
        },
      ],
    };
    const problems = checkTailoring(
      [
        rule('//caption/@colour', [
          single('co01', 'Bright green'),
          single('co02', 'Orange-amber'),
          single('co60', 'Project blue'),
          { form: 'range', allowed: 'co51~co55', meaning: '' },
          single('x3'),
          single('y1'),
        ]),
      ],
      parent,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'Value "co01" is closed in the parent BREX rule P-1: its meaning "Green" may not be changed.',
      'Value "y1" is not allowed by the parent BREX rule P-1.',
    ]);
  });

  it('gives the value its meaning where the parent has none (the bike security classification)', () => {
    expect(
      checkTailoring(
        [rule('//security/@securityClassification', [single('01', 'Unclassified')])],
        issue41,
      ),
    ).toEqual([]);
  });
});
