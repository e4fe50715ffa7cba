import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../../node/test-fixtures';
import { xmldomParser } from '../../node/xmldom-parser';
import { classifyFile, type ClassifiedObject } from '../classify';
import { modifyIssue, nextIssue, upissue } from './upissue';

const WHEEL = 'DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-00_EN-US.XML';
const bytesOf = (dir: string, name: string) => new Uint8Array(readFileSync(join(dir, name)));
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const opts = { parser: xmldomParser, date: '2025-06-01' };

/** Lines that differ between two texts, as [before, after]. */
function changedLines(a: string, b: string) {
  const x = a.split('\n');
  const y = b.split('\n');
  return { removed: x.filter((l) => !y.includes(l)), added: y.filter((l) => !x.includes(l)) };
}

describe('upissue (s1kd-upissue semantics)', () => {
  it('numbers issues as s1kd-upissue does', () => {
    const i = (issueNumber: string, inWork: string) => ({ issueNumber, inWork });
    expect(nextIssue(i('000', '01'), false)).toEqual(i('000', '02'));
    expect(nextIssue(i('001', '00'), false)).toEqual(i('001', '01'));
    expect(nextIssue(i('000', '02'), true)).toEqual(i('001', '00'));
    expect(nextIssue(i('001', '00'), true)).toEqual(i('002', '00'));
    expect(() => nextIssue(i('001', '99'), false)).toThrow(/make the issue official/);
  });

  it('official → first in-work: new issue, date, unverified QA, RFUs and change marks removed, rest byte for byte', () => {
    const before = bytesOf(BIKE_DIR, WHEEL);
    const result = upissue(before, opts);
    expect(result.fileName).toBe('DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-01_EN-US.XML');
    const a = text(before);
    const b = result.text;
    // The XML declaration and the DOCTYPE with its internal subset are untouched.
    const prolog = a.slice(0, a.indexOf('<dmodule'));
    expect(b.startsWith(prolog)).toBe(true);
    expect(b).toContain('<issueInfo issueNumber="008" inWork="01"/>');
    expect(b).toContain('<issueDate day="01" month="06" year="2025"/>');
    expect(b).toContain('<dmStatus issueType="status">');
    expect(b).toContain('<qualityAssurance><unverified/></qualityAssurance>');
    expect(b).not.toContain('reasonForUpdate');
    expect(b).not.toContain('changeType');
    expect(b).toContain(
      '<dc:identifier>S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-01</dc:identifier>',
    );
    // dc:date (2011-01-31) was not in step with the issue date (2012-12-31): left alone.
    expect(b).toContain('<dc:date>2011-01-31</dc:date>');
    // Nothing else moved: every changed line is one of the places above.
    const { removed } = changedLines(a, b);
    for (const line of removed) {
      expect(line).toMatch(
        /issueInfo|issueDate|dmStatus|qualityAssurance|reasonForUpdate|simplePara|changeType|dc:identifier/,
      );
    }
  });

  it('new official issue keeps QA, marks and issue type; the result loads and classifies as the new issue', async () => {
    const first = upissue(bytesOf(BIKE_DIR, WHEEL), {
      ...opts,
      issueType: 'changed',
      keepQa: true,
      keepChanges: true,
    });
    expect(first.text).toContain('reasonForUpdate');
    const official = upissue(first.bytes, {
      ...opts,
      official: true,
      firstVerification: 'tabtop',
      secondVerification: 'onobject',
    });
    expect(official.fileName).toBe('DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_009-00_EN-US.XML');
    expect(official.text).toContain('<dmStatus issueType="changed">');
    expect(official.text).toContain('changeType="modify"');
    const classified = (await classifyFile(official.fileName, official.bytes, {
      parser: xmldomParser,
    })) as ClassifiedObject;
    expect(classified.listing).toMatchObject({
      i: '009',
      w: '00',
      d: '2025-06-01',
      q: 'second',
      qv: 'onobject',
    });
    expect(classified.mismatch).toBeUndefined();
  });

  it('an upissue chain 000-01 → 000-02 → 001-00 → 001-01 → 002-00', () => {
    let bytes: Uint8Array = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE dmodule [
<!NOTATION svg SYSTEM "image/svg+xml">
<!ENTITY ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01 SYSTEM "ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01.SVG" NDATA svg>
]>
<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_6/xml_schema_flat/descript.xsd">
<identAndStatusSection><dmAddress><dmIdent><dmCode modelIdentCode="PUMP" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/><language languageIsoCode="en" countryIsoCode="US"/><issueInfo issueNumber="000" inWork="01"/></dmIdent>
<dmAddressItems><issueDate year="2025" month="01" day="02"/><dmTitle><techName>Pump</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/><qualityAssurance><unverified/></qualityAssurance><remarks><simplePara>Draft</simplePara></remarks></dmStatus></identAndStatusSection>
<content><description><para>Text.</para></description></content></dmodule>`);
    const names: string[] = [];
    for (const official of [false, true, false, true]) {
      const r = upissue(bytes, { ...opts, official });
      names.push(r.fileName.slice(-17));
      bytes = r.bytes;
    }
    expect(names).toEqual([
      '_000-02_EN-US.XML',
      '_001-00_EN-US.XML',
      '_001-01_EN-US.XML',
      '_002-00_EN-US.XML',
    ]);
    const final = text(bytes);
    expect(final).toContain(
      '<!ENTITY ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01 SYSTEM "ICN-PUMP-A-000000-A-1PUMP-00001-A-001-01.SVG" NDATA svg>\n]>',
    );
    // 000-01 → 000-02 keeps "new"; after official 001-00 the next in-work issue is "status".
    expect(final).toContain('<dmStatus issueType="status">');
    const withReason = modifyIssue(bytes, {
      parser: xmldomParser,
      issueType: 'changed',
      reasons: [{ text: 'Torque value & tolerance corrected', updateReasonType: 'urt02' }],
    });
    expect(withReason.text).toContain(
      '<reasonForUpdate id="rfu-0001" updateReasonType="urt02" updateHighlight="1"><simplePara>Torque value &amp; tolerance corrected</simplePara></reasonForUpdate><remarks>',
    );
    expect(withReason.text).toContain('<dmStatus issueType="changed">');
  });

  it('keeps an ISO-8859-1 Issue 3.0 object in its encoding, and edits its issno and qa', () => {
    const name = 'DMC-AE-A-04-10-0301-00A-022A-D_003-00.XML';
    const before = bytesOf(DEFAULT_BREX_DIR, name);
    const r = upissue(before, opts);
    expect(r.fileName).toBe('DMC-AE-A-04-10-0301-00A-022A-D_003-01.XML');
    const latin = new TextDecoder('latin1').decode(r.bytes);
    expect(
      latin.startsWith('<?xml version="1.0" encoding="iso-8859-1"?>\r\n<!DOCTYPE dmodule [\r\n ]>'),
    ).toBe(true);
    expect(latin).toContain('<issno issno ="003" inwork ="01" type ="status"/>');
    expect(latin).toContain('<qa><unverif/></qa>');
    expect(latin).not.toContain('<rfu>');
    // The content is the original's, byte for byte, less the Issue 3.0 change mark.
    const original = new TextDecoder('latin1').decode(before);
    expect(latin.slice(latin.indexOf('<content>'))).toBe(
      original.slice(original.indexOf('<content>')).replace(' change="modify" mark="1"', ''),
    );
  });
});
