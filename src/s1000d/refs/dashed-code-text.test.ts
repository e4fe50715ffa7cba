import { describe, expect, it } from 'vitest';
import { xmldomParser } from '../xml/xmldom-parser';
import { dashedCodeText } from './dashed-code-text';

const ident = (xml: string) => xmldomParser.parse(xml).documentElement;

describe('dashedCodeText', () => {
  it('writes the DML, DDN or comment code an ident holds, its type in upper case', () => {
    expect(
      dashedCodeText(
        ident(
          '<dmlRefIdent><dmlCode modelIdentCode="S1000DBIKE" senderIdent="C3002" dmlType="c" yearOfDataIssue="2012" seqNumber="00001"/></dmlRefIdent>',
        ),
        'dmlCode',
      ),
    ).toBe('DML-S1000DBIKE-C3002-C-2012-00001');
    expect(
      dashedCodeText(
        ident(
          '<ddnIdent><ddnCode modelIdentCode="S1000DBIKE" senderIdent="C3002" receiverIdent="U8025" yearOfDataIssue="2012" seqNumber="00001"/></ddnIdent>',
        ),
        'ddnCode',
      ),
    ).toBe('DDN-S1000DBIKE-C3002-U8025-2012-00001');
  });

  it('keeps a missing attribute, or a missing code element, as empty segments', () => {
    const partial = ident(
      '<commentIdent><commentCode modelIdentCode="S1000DBIKE" senderIdent="C3002" seqNumber="00001" commentType="q"/></commentIdent>',
    );
    expect(dashedCodeText(partial, 'commentCode')).toBe('COM-S1000DBIKE-C3002--00001-Q');
    expect(dashedCodeText(ident('<ddnIdent/>'), 'ddnCode')).toBe('DDN-----');
  });
});
