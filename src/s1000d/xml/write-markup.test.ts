import { describe, expect, it } from 'vitest';
import { parseCommentCode } from '../codes/comment-code';
import { parseDdnCode } from '../codes/ddn-code';
import { parseDmlCode } from '../codes/dml-code';
import { parsePmCode } from '../codes/pm-code';
import {
  commentCodeElement,
  ddnCodeElement,
  dmlCodeElement,
  pmCodeElement,
  rootStartTag,
} from './write-markup';

const value = <T>(result: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('code elements', () => {
  it('write every segment in the schema order, list types in lower case as the XML has them', () => {
    expect(pmCodeElement(value(parsePmCode('PMC-S1000DBIKE-C3002-EPWG1-00')))).toBe(
      '<pmCode modelIdentCode="S1000DBIKE" pmIssuer="C3002" pmNumber="EPWG1" pmVolume="00"/>',
    );
    expect(dmlCodeElement(value(parseDmlCode('DML-S1000DBIKE-C3002-C-2012-00001')))).toBe(
      '<dmlCode modelIdentCode="S1000DBIKE" senderIdent="C3002" dmlType="c" yearOfDataIssue="2012" seqNumber="00001"/>',
    );
    expect(ddnCodeElement(value(parseDdnCode('DDN-S1000DBIKE-C3002-U8025-2012-00001')))).toBe(
      '<ddnCode modelIdentCode="S1000DBIKE" senderIdent="C3002" receiverIdent="U8025" yearOfDataIssue="2012" seqNumber="00001"/>',
    );
    expect(commentCodeElement(value(parseCommentCode('COM-S1000DBIKE-C3002-2012-00001-Q')))).toBe(
      '<commentCode modelIdentCode="S1000DBIKE" senderIdent="C3002" yearOfDataIssue="2012" seqNumber="00001" commentType="q"/>',
    );
  });

  it('keep an empty segment as an empty attribute and escape what is not a code', () => {
    expect(
      pmCodeElement({ modelIdentCode: 'A&B', pmIssuer: '', pmNumber: '1', pmVolume: '"' }),
    ).toBe('<pmCode modelIdentCode="A&amp;B" pmIssuer="" pmNumber="1" pmVolume="&quot;"/>');
  });
});

describe('rootStartTag', () => {
  it('writes the declaration and the root with the namespaces and the schema of the issue', () => {
    const start = rootStartTag('dml', '4.1', 'dml');
    expect(start.split('\n')[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(start).toMatch(
      /^<dml xmlns:dc=".*" xmlns:xsi="http:\/\/www\.w3\.org\/2001\/XMLSchema-instance"/m,
    );
    expect(start).toMatch(
      / xsi:noNamespaceSchemaLocation="http:\/\/www\.s1000d\.org\/S1000D_4-1\/xml_schema_flat\/dml\.xsd">$/,
    );
  });
});
