import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anyCodeArbitrary } from '../node/code-arbitraries';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { formatAnyCode, parseAnyCode } from './any-code';
import { explainCode, explainFileName } from './explain-code';
import { formatFileName, parseFileName } from './file-name';

// The maintained SNS data modules are named without an issue: a real naming form worth keeping.
const maintainedSnsNames = [1, 2, 3, 4, 5, 6, 7, 8].map(
  (n) => `DMC-S1000D-A-08-02-0${n}00-00A-022A-D_EN-CA.XML`,
);
const fixtureNames = [
  ...[BIKE_DIR, DEFAULT_BREX_DIR].flatMap((dir) => readdirSync(dir)),
  ...maintainedSnsNames,
];

describe('any code form', () => {
  it.each([
    ['PMC-S1000DBIKE-C3002-EPWG1-00', 'pmc'],
    ['PME-SF518-CE0701-S1000DBIKE-C3002-EPWG1-00', 'pme'],
    ['DME-SF518-CE0701-S1000DBIKE-AAA-D00-00-00-00AA-131A-A', 'dme'],
    ['DML-S1000DBIKE-C3002-C-2012-00001', 'dml'],
    ['DDN-S1000DBIKE-C3002-U8025-2012-00001', 'ddn'],
    ['COM-S1000DBIKE-C3002-2012-00001-Q', 'com'],
    ['ICN-07GB6-BIKECI0001-001-01', 'icn'],
    ['ICN-S1000DBIKE-AAA-D000000-0-U8025-00502-A-04-1', 'icn'],
  ])('parses %s as %s and formats it back exactly', (text, kind) => {
    const parsed = parseAnyCode(text);
    expect(parsed.ok && parsed.value.kind).toBe(kind);
    expect(parsed.ok && formatAnyCode(parsed.value)).toBe(text);
  });

  it('tells the two ICN forms apart', () => {
    const cage = parseAnyCode('ICN-07GB6-BIKECI0001-001-01');
    const mic = parseAnyCode('ICN-S1000DBIKE-AAA-D000000-A-06RT9-00149-A-001-01');
    expect(cage.ok && cage.value.kind === 'icn' && cage.value.code.form).toBe('cage');
    expect(mic.ok && mic.value.kind === 'icn' && mic.value.code.form).toBe('mic');
  });

  it.each([
    'XYZ-ABC',
    'DML-S1000DBIKE-C3002-X-2012-00001',
    'DDN-S1000DBIKE-C3002-U8025-12-00001',
    'COM-S1000DBIKE-C3002-2012-00001-q',
    'ICN-07GB6-BIKE-001-01',
  ])('refuses %s with a message', (text) => {
    const parsed = parseAnyCode(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(text);
  });

  it('round-trips every code form exactly (property)', () => {
    fc.assert(
      fc.property(anyCodeArbitrary, (code) => {
        const text = formatAnyCode(code);
        expect(parseAnyCode(text)).toEqual({ ok: true, value: code });
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips file names with issue, in-work and language (property)', () => {
    const suffix = fc.record({
      issue: fc.option(fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }))),
      language: fc.option(
        fc.tuple(fc.constantFrom('en', 'fr', 'sv', 'deu'), fc.constantFrom('US', 'CA', 'SE')),
      ),
      extension: fc.constantFrom('XML', 'xml', 'CGM', 'PNG'),
    });
    fc.assert(
      fc.property(anyCodeArbitrary, suffix, (code, { issue, language, extension }) => {
        const file = {
          code,
          extension,
          ...(issue
            ? {
                issueInfo: {
                  issueNumber: String(issue[0]).padStart(3, '0'),
                  inWork: String(issue[1]).padStart(2, '0'),
                },
              }
            : {}),
          ...(language
            ? { language: { languageIsoCode: language[0], countryIsoCode: language[1] } }
            : {}),
        };
        const name = formatFileName(file);
        expect(parseFileName(name)).toEqual({ ok: true, value: file });
      }),
      { numRuns: 500 },
    );
  });

  it('parses and re-forms the name of every fixture file exactly', () => {
    expect(fixtureNames.length).toBeGreaterThan(160);
    for (const name of fixtureNames) {
      const parsed = parseFileName(name);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(formatFileName(parsed.value)).toBe(name);
    }
  });

  it('explains a file name with issue, in-work and language', () => {
    const parsed = parseFileName('DMC-S1000DBIKE-AAA-D00-00-00-00AA-200A-T-T10B_001-00_EN-US.XML');
    if (!parsed.ok) throw new Error(parsed.error);
    const explained = explainFileName(parsed.value);
    const byAttribute = Object.fromEntries(explained.segments.map((s) => [s.attribute, s]));
    expect(byAttribute.issueNumber?.value).toBe('001');
    expect(byAttribute.inWork?.meaning).toMatch(/Official/);
    expect(byAttribute.languageIsoCode?.value).toBe('en');
    expect(byAttribute.learnCode?.value).toBe('T10');
    expect(byAttribute.learnEventCode?.meaning).toBeTruthy();
  });

  it('explains DML type and comment type', () => {
    const dml = parseAnyCode('DML-S1000DBIKE-C3002-P-2012-00001');
    const com = parseAnyCode('COM-S1000DBIKE-C3002-2012-00001-R');
    if (!dml.ok || !com.ok) throw new Error('parse');
    expect(explainCode(dml.value).segments.find((s) => s.attribute === 'dmlType')?.meaning).toMatch(
      /Partial/,
    );
    expect(
      explainCode(com.value).segments.find((s) => s.attribute === 'commentType')?.meaning,
    ).toBe('Response');
  });
});
