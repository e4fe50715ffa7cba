import { describe, expect, it } from 'vitest';
import { formatCommentCode, parseCommentCode, readCommentCodeAttributes } from './comment-code';
import { formatDdnCode, parseDdnCode } from './ddn-code';
import { formatDmlCode, parseDmlCode, validateDmlCode } from './dml-code';
import { formatPmCode, parsePmCode } from './pm-code';
import { formatSmcCode, parseSmcCode } from './smc-code';
import { xmldomParser } from '../xml/xmldom-parser';

describe('dashed codes', () => {
  it.each([
    ['PMC-S1000DBIKE-C3002-EPWG1-00', parsePmCode, formatPmCode],
    ['SMC-S1000DBIKE-C3002-00001-00', parseSmcCode, formatSmcCode],
    ['DDN-S1000DBIKE-C3002-U8025-2012-00001', parseDdnCode, formatDdnCode],
    ['DML-S1000DBIKE-C3002-C-2012-00001', parseDmlCode, formatDmlCode],
    ['COM-S1000DBIKE-C3002-2012-00001-Q', parseCommentCode, formatCommentCode],
  ] as const)('%s parses and formats back, with or without its prefix', (text, parse, format) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(format(parsed.value as never)).toBe(text);
    expect(format(parsed.value as never, { prefix: false })).toBe(text.slice(4));
    expect(parse(text.slice(4))).toEqual(parsed);
  });

  it('keeps the XML value of a type segment in lower case and writes it in upper case', () => {
    const dml = parseDmlCode('DML-S1000DBIKE-C3002-P-2012-00001');
    expect(dml.ok && dml.value.dmlType).toBe('p');
    const comment = parseCommentCode('COM-S1000DBIKE-C3002-2012-00001-R');
    expect(comment.ok && comment.value.commentType).toBe('r');
    expect(parseDmlCode('DML-S1000DBIKE-C3002-p-2012-00001').ok).toBe(false);
  });

  it('says what the text should have been', () => {
    expect(parseDmlCode('DML-S1000DBIKE-C3002-X-2012-00001')).toEqual({
      ok: false,
      error:
        '"DML-S1000DBIKE-C3002-X-2012-00001" is not a DML code (DML-MIC-SENDER-TYPE-YEAR-SEQ, type C, P or S)',
    });
    expect(parsePmCode('PMC-bike-C3002-EPWG1-00').ok).toBe(false);
    expect(
      validateDmlCode({
        modelIdentCode: 'S1000DBIKE',
        senderIdent: 'C30',
        dmlType: 'c',
        yearOfDataIssue: '2012',
        seqNumber: '00001',
      }),
    ).toEqual(['Sender (CAGE) (senderIdent) "C30" must match ^[A-Z0-9]{5,5}$']);
  });

  it('reads an XML code element as it stands, a missing attribute as an empty segment', () => {
    const xml = xmldomParser.parse(
      '<commentCode modelIdentCode="S1000DBIKE" senderIdent="C3002" seqNumber="00001" commentType="q"/>',
    );
    const code = readCommentCodeAttributes(xml.documentElement);
    expect(code).toEqual({
      modelIdentCode: 'S1000DBIKE',
      senderIdent: 'C3002',
      yearOfDataIssue: '',
      seqNumber: '00001',
      commentType: 'q',
    });
    expect(formatCommentCode(code)).toBe('COM-S1000DBIKE-C3002--00001-Q');
    expect(readCommentCodeAttributes(undefined).senderIdent).toBe('');
  });
});
