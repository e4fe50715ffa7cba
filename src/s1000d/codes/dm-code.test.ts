import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dmCodeArbitrary } from '../node/code-arbitraries';
import { xmldomParser } from '../xml/xmldom-parser';
import { formatDmCode, parseDmCode, readDmCodeAttributes, validateDmCode } from './dm-code';

describe('data module code', () => {
  it('parses the segments, writing subsystem and sub-subsystem together', () => {
    const parsed = parseDmCode('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A');
    expect(parsed).toEqual({
      ok: true,
      value: {
        modelIdentCode: 'S1000DBIKE',
        systemDiffCode: 'AAA',
        systemCode: 'DA1',
        subSystemCode: '1',
        subSubSystemCode: '0',
        assyCode: '00',
        disassyCode: '00',
        disassyCodeVariant: 'AA',
        infoCode: '251',
        infoCodeVariant: 'A',
        itemLocationCode: 'A',
      },
    });
  });

  it('parses learn code and learn event code', () => {
    const parsed = parseDmCode('DMC-S1000DBIKE-AAA-D00-00-00-00AA-200A-T-T10B');
    expect(parsed.ok && parsed.value.learnCode).toBe('T10');
    expect(parsed.ok && parsed.value.learnEventCode).toBe('B');
  });

  it('parses a 4-character assembly code and accepts a missing prefix', () => {
    const parsed = parseDmCode('S1000D-E-04-10-0301-00A-022A-D');
    expect(parsed.ok && parsed.value.assyCode).toBe('0301');
    expect(parsed.ok && formatDmCode(parsed.value, { prefix: false })).toBe(
      'S1000D-E-04-10-0301-00A-022A-D',
    );
  });

  it.each([
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A',
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-X',
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-T-X10B',
    'DMC-S1000DBIKE-AAA-DA1-10-000-00AA-251A-A',
    'DMC-s1000dbike-AAA-DA1-10-00-00AA-251A-A',
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A-T10',
  ])('refuses %s', (text) => {
    expect(parseDmCode(text).ok).toBe(false);
  });

  it('validates codes built from XML attributes', () => {
    const good = parseDmCode('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A');
    if (!good.ok) throw new Error(good.error);
    expect(validateDmCode(good.value)).toEqual([]);
    expect(validateDmCode({ ...good.value, infoCode: '25' })).toHaveLength(1);
    expect(validateDmCode({ ...good.value, systemCode: 'IA1' })[0]).toMatch(
      /material item category/,
    );
    expect(validateDmCode({ ...good.value, learnCode: 'T10' })[0]).toMatch(/together/);
  });

  it('round-trips every valid code exactly (property)', () => {
    fc.assert(
      fc.property(dmCodeArbitrary, (code) => {
        const text = formatDmCode(code);
        const back = parseDmCode(text);
        expect(back).toEqual({ ok: true, value: code });
        expect(back.ok && formatDmCode(back.value)).toBe(text);
        expect(validateDmCode(code)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the required segments of a dmCode element as it stands, a missing one as empty', () => {
    const el = xmldomParser.parse(
      '<dmCode modelIdentCode="S1000DBIKE" systemDiffCode="AAA" systemCode="DA1" subSystemCode="1" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="AA" infoCode="251" itemLocationCode="A" learnCode="T4J" learnEventCode="C"/>',
    ).documentElement;
    const code = readDmCodeAttributes(el);
    expect(code.infoCodeVariant).toBe('');
    expect(code.learnCode).toBeUndefined();
    expect(formatDmCode(code)).toBe('DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251-A');
  });
});
