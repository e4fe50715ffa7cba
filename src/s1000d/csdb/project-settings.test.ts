import { describe, expect, it } from 'vitest';
import {
  toDefaultsText,
  toDefaultsXml,
  toDmtypesText,
  toDmtypesXml,
  infoName,
} from './defaults-files';
import { schemaForInfoCode } from './info-code-schemas';
import {
  defaultProjectSettings,
  projectBrexCode,
  validateProjectSettings,
} from './project-settings';

const pump = defaultProjectSettings({
  modelIdentCodes: ['AQUAPUMP'],
  systemDiffCode: 'A',
  responsiblePartnerCompany: { code: '1AQP5', name: 'Aqua Pumps Ltd' },
  originator: { code: '1AQP5', name: 'Aqua Pumps Ltd' },
});

describe('project settings', () => {
  it('accepts complete settings and names every problem of bad ones', () => {
    expect(validateProjectSettings(pump)).toEqual({ ok: true, value: pump });
    const bad = validateProjectSettings({
      ...pump,
      issue: '7',
      modelIdentCodes: ['aqua'],
      countryIsoCode: 'us',
      originator: { code: '12', name: '' },
      brex: { kind: 'project', code: 'DMC-AQUAPUMP-A-00-00-00-00A-040A-D' },
      infoCodeSchemas: { '040': 'descript', XY: 'proced' },
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual([
      'S1000D issue must be one of 6, 5.0, 4.2, 4.1, 4.0.2, 4.0, 3.0',
      'Model identification code "aqua" must be 2 to 14 capital letters or digits',
      'Country must be an ISO 3166 code in capitals (US, GB, FR …)',
      'Originator code must be a 5-character CAGE/NCAGE code',
      'Originator name is required',
      'Project BREX "DMC-AQUAPUMP-A-00-00-00-00A-040A-D" must be a data module code with information code 022',
      '"XY" is not an information code (040, 258A, 200A-A …)',
    ]);
    expect(validateProjectSettings(null).ok).toBe(false);
  });

  it('follows its issue’s default BREX, or the project BREX', () => {
    expect(projectBrexCode(pump)).toBe('DMC-S1000D-H-04-10-0301-00A-022A-D');
    expect(projectBrexCode({ ...pump, issue: '4.1' })).toBe('DMC-S1000D-E-04-10-0301-00A-022A-D');
    expect(
      projectBrexCode({
        ...pump,
        brex: { kind: 'project', code: 'DMC-AQUAPUMP-A-00-00-00-00A-022A-D' },
      }),
    ).toBe('DMC-AQUAPUMP-A-00-00-00-00A-022A-D');
  });
});

describe('.defaults and .dmtypes (s1kd-defaults formats)', () => {
  it('writes .defaults as text and XML', () => {
    expect(
      toDefaultsText({
        ...pump,
        brex: { kind: 'project', code: 'DMC-AQUAPUMP-A-00-00-00-00A-022A-D' },
      }),
    ).toBe(
      [
        'issue                          6',
        'modelIdentCode                 AQUAPUMP',
        'systemDiffCode                 A',
        'languageIsoCode                en',
        'countryIsoCode                 US',
        'responsiblePartnerCompanyCode  1AQP5',
        'responsiblePartnerCompany      Aqua Pumps Ltd',
        'originatorCode                 1AQP5',
        'originator                     Aqua Pumps Ltd',
        'securityClassification         01',
        'brex                           AQUAPUMP-A-00-00-00-00A-022A-D',
        'issueNumber                    000',
        'inWork                         01',
        'pmIssuer                       1AQP5',
        'senderIdent                    1AQP5',
        'maintainedSns                  Generic',
        '',
      ].join('\n'),
    );
    expect(toDefaultsXml(pump)).toContain(
      '<default ident="responsiblePartnerCompany" value="Aqua Pumps Ltd"/>',
    );
    expect(
      toDefaultsXml({ ...pump, originator: { code: '1AQP5', name: 'A & B "Pumps"' } }),
    ).toContain('value="A &amp; B &quot;Pumps&quot;"');
  });

  it('writes .dmtypes from the project map, with Issue 6 info names and schemas named for the issue', () => {
    const text = toDmtypesText(pump);
    expect(text).toContain('040         descript            Description\n');
    expect(text).toContain('022         brex                Business rules exchange\n');
    expect(text).toContain(
      '00W         appliccrossreftable Applicability Cross-reference Table (ACT)\n',
    );
    expect(text).toContain('520         proced              Remove procedure\n');
    expect(text).toContain('941         ipd                 Illustrated parts data\n');
    expect(text.split('\n').length).toBeGreaterThan(500);
    const older = toDmtypesText({ ...pump, issue: '4.0' });
    expect(older).toContain('00G         techrep ');
    expect(toDmtypesXml(pump)).toContain(
      '<type infoCode="421" schema="fault" infoName="Fault isolation procedure"/>',
    );
  });

  it('maps information codes to schemas by category, and cleans info names', () => {
    const cases: [string, string][] = [
      ['001', 'frontmatter'],
      ['00G', 'comrep'],
      ['00P', 'prdcrossreftable'],
      ['0B1', 'schedul'],
      ['131', 'crew'],
      ['172', 'proced'],
      ['110', 'descript'],
      ['258', 'proced'],
      ['412', 'fault'],
      ['401', 'descript'],
      ['501', 'descript'],
      ['720', 'proced'],
      ['941', 'ipd'],
      ['952', 'learning'],
    ];
    for (const [code, schema] of cases)
      expect([code, schemaForInfoCode(code)]).toEqual([code, schema]);
    expect(infoName('002')).toBe('List of pages or data modules');
    expect(infoName('111')).toBe('Controls and indicators');
    expect(infoName('00S')).toBe('List of effective data modules');
  });
});
