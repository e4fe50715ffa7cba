import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCodeArbitrary, AN, chars } from '../node/code-arbitraries';
import { xmldomParser } from '../xml/xmldom-parser';
import { parseSnsText } from '../sns/sns-tree';
import { formatAnyCode, parseAnyCode } from './any-code';
import { analyzeCode, type CodeAnalysis } from './analyze-code';
import { formatCsnCode, parseCsnCode, type CsnCode } from './csn-code';
import { formatFileName, parseFileName } from './file-name';

const options = { parser: xmldomParser };
const analyze = (text: string, rules?: Parameters<typeof analyzeCode>[1]['rules']) => {
  const result = analyzeCode(text, { ...options, ...(rules ? { rules } : {}) });
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const valueOf = (a: CodeAnalysis, attribute: string) =>
  a.segments.find((s) => s.attribute === attribute)?.value;

describe('code analyzer: every form', () => {
  it.each([
    ['DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A', 'dmc', 'Data module code'],
    ['DMC-S1000DBIKE-AAA-D00-00-00-00AA-200A-T-T10B', 'dmc', 'Data module code'],
    [
      'DME-SF518-CE0701-S1000DBIKE-AAA-D00-00-00-00AA-131A-A',
      'dme',
      'Data module code with extension',
    ],
    ['PMC-S1000DBIKE-C3002-EPWG1-00', 'pmc', 'Publication module code'],
    ['PME-SF518-CE0701-S1000DBIKE-C3002-EPWG1-00', 'pme', 'Publication module code with extension'],
    ['DML-S1000DBIKE-C3002-C-2012-00001', 'dml', 'Data management list code'],
    ['DDN-S1000DBIKE-C3002-U8025-2012-00001', 'ddn', 'Data dispatch note code'],
    ['COM-S1000DBIKE-C3002-2012-00001-Q', 'com', 'Comment code'],
    ['ICN-07GB6-BIKECI0001-001-01', 'icn', 'Information control number'],
    ['ICN-S1000DBIKE-AAA-D000000-A-06RT9-00149-A-001-01', 'icn', 'Information control number'],
    ['UPF-S1000DLIGHTING-AAA-D00-00-00-00AA-00GA-D', 'upf', 'Data update file code'],
    ['SMC-S1000DBIKE-C3002-00001-00', 'smc', 'SCORM content package code'],
    ['IMF-07GB6-BIKECI0001-001-01', 'imf', 'ICN metadata file code'],
    ['CSN-S1000DBIKE-AAA-D00-00-00-01A-001A-A', 'csn', 'Catalog sequence number'],
  ])('%s is a %s and formats back exactly', (text, kind, name) => {
    const a = analyze(text);
    expect(a.kind).toBe(kind);
    expect(a.kindName).toBe(name);
    expect(a.code).toBe(text);
    expect(a.source).toBe('code');
    expect(a.segments.length).toBeGreaterThan(3);
  });

  it('explains a learn code and its event, and the item location code', () => {
    const a = analyze('DMC-S1000DBIKE-AAA-D00-00-00-00AA-200A-T-T10B');
    expect(valueOf(a, 'learnCode')).toBe('T10');
    expect(valueOf(a, 'learnEventCode')).toBe('B');
    expect(a.segments.find((s) => s.attribute === 'itemLocationCode')?.meaning).toMatch(
      /training/i,
    );
    expect(a.segments.find((s) => s.attribute === 'infoCode')?.meaning).toMatch(/category 200/);
  });

  it('tells the two ICN forms apart in its name', () => {
    expect(analyze('ICN-07GB6-BIKECI0001-001-01').segments[0]!.attribute).toBe('cage');
    expect(
      analyze('ICN-S1000DBIKE-AAA-D000000-A-06RT9-00149-A-001-01').segments[0]!.attribute,
    ).toBe('modelIdentCode');
  });

  it('reads a file name: issue, in-work, language and extension', () => {
    const a = analyze('DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A_001-00_EN-US.XML');
    expect(a.source).toBe('fileName');
    expect(a.code).toBe('DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A');
    expect(a.issueInfo).toEqual({ issueNumber: '001', inWork: '00' });
    expect(a.language).toEqual({ languageIsoCode: 'en', countryIsoCode: 'US' });
    expect(a.fileName).toBe('DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A_001-00_EN-US.XML');
    expect(a.segments.find((s) => s.attribute === 'inWork')?.meaning).toMatch(/Official/);
    expect(a.xml.ident).toContain('<issueInfo issueNumber="001" inWork="00"/>');
    expect(a.xml.ident).toContain('<language languageIsoCode="en" countryIsoCode="US"/>');
  });

  it('accepts a data module code without its prefix', () => {
    expect(analyze('S1000DBIKE-AAA-DA1-10-00-00AA-251A-A').code).toBe(
      'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A',
    );
  });

  it('goes from XML back to the code, with the issue and language of its ident', () => {
    const a = analyze(
      '<dmRef><dmRefIdent><dmCode modelIdentCode="S1000DBIKE" systemDiffCode="AAA" systemCode="DA1" subSystemCode="1" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="AA" infoCode="251" infoCodeVariant="A" itemLocationCode="A"/><issueInfo issueNumber="007" inWork="00"/><language languageIsoCode="en" countryIsoCode="US"/></dmRefIdent></dmRef>',
    );
    expect(a.source).toBe('xml');
    expect(a.code).toBe('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A');
    expect(a.fileName).toBe('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML');
  });

  it('reads a catalogSeqNumber of the bike IPD, filling the segments its XML leaves out', () => {
    const a = analyze(
      '<catalogSeqNumber indenture="2" systemCode="D00" subSystemCode="0" subSubSystemCode="0" assyCode="00" figureNumber="01" figureNumberVariant="A" item="001"/>',
      {
        modelIdentCode: undefined,
        modelIdentCodes: ['S1000DBIKE'],
        systemDiffCodes: ['AAA'],
      } as never,
    );
    expect(a.kind).toBe('csn');
    expect(a.code).toBe('CSN-S1000DBIKE-AAA-D00-00-00-01A-001-A');
    expect(a.problems.map((p) => p.attribute)).toEqual(
      expect.arrayContaining(['modelIdentCode', 'systemDiffCode', 'itemLocationCode']),
    );
  });

  it('reads an ICN from its graphic or entity declaration', () => {
    expect(analyze('<graphic infoEntityIdent="ICN-07GB6-BIKECI0001-001-01"/>').kind).toBe('icn');
    expect(analyze('<!ENTITY ICN-07GB6-BIKECI0001-001-01 SYSTEM "x.CGM" NDATA cgm>').code).toBe(
      'ICN-07GB6-BIKECI0001-001-01',
    );
  });

  it.each([
    ['', /Paste a code/],
    [
      'DMC-S1000DBIKE-AAA-DA1-10-000-00AA-251A-A',
      /Segment 5 \(assembly code\) "000" must be 2 or 4/,
    ],
    [
      'DMC-S1000DBIKE-AAA-DA1-1-00-00AA-251A-A',
      /Segment 4 \(subsystem and sub-subsystem codes\) "1"/,
    ],
    ['dmc-s1000dbike-aaa-da1-10-00-00aa-251a-a', /capitals/],
    ['PMC-S1000DBIKE-C302-EPWG1-00', /Segment 2 \(issuer\) "C302" must be 5/],
    ['DML-S1000DBIKE-C3002-X-2012-00001', /Segment 3 \(DML type\) "X" must be C, P or S/],
    ['COM-S1000DBIKE-C3002-2012-00001', /has 5 segments/],
    ['<dmCode modelIdentCode="X1"/>', /lacks required attribute/],
    ['<dmCode', /not well-formed/],
    ['hello world', /known prefix/],
  ])('explains why %j cannot be read', (text, message) => {
    const result = analyzeCode(text, options);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('names issue rules broken by a code built from XML', () => {
    const a = analyze(
      '<dmCode modelIdentCode="BIKE" systemDiffCode="A" systemCode="IA1" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="A" learnCode="T10"/>',
    );
    expect(a.problems.filter((p) => p.rule === 'issue').map((p) => p.message)).toEqual([
      expect.stringMatching(/material item category/),
      expect.stringMatching(/Learn code and learn event code/),
    ]);
  });
});

describe('code analyzer: project rules', () => {
  const tree = parseSnsText('DA1 Brakes\n 1 Front brake\n  0 Front brake\n');
  const rules = {
    projectName: 'Bike',
    modelIdentCodes: ['S1000DBIKE'],
    systemDiffCodes: ['AAA'],
    infoCodes: ['040', '251', '04A'],
    infoCodeNames: { '04A': 'Description of the bell' },
    sns: { tree, mode: 'normal' as const, name: 'Bike SNS' },
    enterprises: ['C3002'],
    languages: [{ languageIsoCode: 'en', countryIsoCode: 'US' }],
    itemLocationNames: { A: 'On the bicycle' },
  };

  it('passes a code the project allows, with SNS titles and project wording', () => {
    const a = analyze('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML', rules);
    expect(a.problems).toEqual([]);
    expect(a.snsTitles).toEqual(['Brakes', 'Front brake', 'Front brake']);
    expect(a.segments.find((s) => s.attribute === 'systemCode')?.meaning).toBe('Brakes (Bike SNS)');
    expect(a.segments.find((s) => s.attribute === 'itemLocationCode')?.meaning).toBe(
      'On the bicycle (project wording)',
    );
  });

  it('names each project rule a code breaks, on its segment', () => {
    const a = analyze('DMC-OTHER-BBB-DA2-10-00-00AA-520A-A_001-00_FR-FR.XML', rules);
    const byAttribute = Object.fromEntries(a.problems.map((p) => [p.attribute, p]));
    expect(byAttribute.modelIdentCode?.severity).toBe('error');
    expect(byAttribute.systemDiffCode?.severity).toBe('warning');
    expect(byAttribute.infoCode?.message).toMatch(/520 is not allowed by project Bike/);
    expect(byAttribute.systemCode?.message).toMatch(/system code "DA2" is not in the SNS rules/);
    expect(byAttribute.languageIsoCode?.severity).toBe('warning');
    expect(a.segments.find((s) => s.attribute === 'infoCode')?.problem).toMatch(/520/);
  });

  it('shows a project information code by its project name', () => {
    const a = analyze('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-04AA-A', rules);
    expect(a.segments.find((s) => s.attribute === 'infoCode')?.meaning).toBe(
      'Description of the bell (project information code)',
    );
  });

  it('warns about an enterprise that is not the project’s', () => {
    const a = analyze('PMC-S1000DBIKE-ZZZZZ-EPWG1-00', rules);
    expect(a.problems).toEqual([
      expect.objectContaining({ attribute: 'pmIssuer', severity: 'warning', rule: 'project' }),
    ]);
  });
});

const csnArbitrary: fc.Arbitrary<CsnCode> = fc
  .record({
    modelIdentCode: chars(AN, 2, 14),
    systemDiffCode: chars(AN, 1, 4),
    systemCode: chars(AN, 2),
    subSystemCode: chars(AN, 1),
    subSubSystemCode: chars(AN, 1),
    assyCode: fc.oneof(chars(AN, 2), chars(AN, 4)),
    figureNumber: chars(AN, 2),
    figureNumberVariant: fc.option(chars(AN, 1, 3), { nil: undefined }),
    item: chars(AN, 3),
    itemVariant: fc.option(chars(AN, 1), { nil: undefined }),
    itemLocationCode: fc.constantFrom('A', 'B', 'C', 'D', 'T'),
  })
  .map((c) => {
    const code: CsnCode = { ...c };
    if (code.figureNumberVariant === undefined) delete code.figureNumberVariant;
    if (code.itemVariant === undefined) delete code.itemVariant;
    return code;
  });

describe('code analyzer against the engine’s parser (property)', () => {
  it('decodes every code the engine formats into the segments the engine parses', () => {
    fc.assert(
      fc.property(anyCodeArbitrary, (code) => {
        const text = formatAnyCode(code);
        const a = analyze(text);
        const engine = parseAnyCode(text);
        expect(engine.ok).toBe(true);
        expect(a.kind).toBe(code.kind);
        expect(a.code).toBe(text);
        const values = (engine.ok ? engine.value : code) as { code: object };
        for (const [attribute, value] of Object.entries(values.code)) {
          if (attribute === 'form') continue;
          expect(valueOf(a, attribute)).toBe(value);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('goes code → XML → code unchanged, for every form with an XML element', () => {
    fc.assert(
      fc.property(anyCodeArbitrary, (code) => {
        const text = formatAnyCode(code);
        const xml = analyze(text).xml;
        expect(analyze(xml.element).code).toBe(text);
        if (xml.reference) expect(analyze(xml.reference).code).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('reads every file name the engine formats, issue and language included', () => {
    const issue = fc.record({
      issueNumber: chars('0123456789', 3),
      inWork: chars('0123456789', 2),
    });
    const language = fc.record({
      languageIsoCode: chars('abcdefghijklmnopqrstuvwxyz', 2, 3),
      countryIsoCode: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2),
    });
    fc.assert(
      fc.property(anyCodeArbitrary, issue, language, (code, issueInfo, lang) => {
        const name = formatFileName({ code, issueInfo, language: lang, extension: 'XML' });
        const engine = parseFileName(name);
        const a = analyze(name);
        expect(engine.ok).toBe(true);
        expect(a.fileName).toBe(name);
        expect(a.issueInfo).toEqual(issueInfo);
        expect(a.language).toEqual(lang);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips catalog sequence numbers through text and XML', () => {
    fc.assert(
      fc.property(csnArbitrary, (csn) => {
        const text = formatCsnCode(csn);
        expect(parseCsnCode(text)).toEqual({ ok: true, value: csn });
        const a = analyze(text);
        expect(a.code).toBe(text);
        expect(analyze(a.xml.element).code).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
