import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../node/xmldom-parser';
import { loadMaintainedSns, MAINTAINED_SNS } from './maintained-sns';
import { formatSnsText, parseSnsText, renderSnsRules, snsTitles, type SnsNode } from './sns-tree';

const count = (nodes: readonly SnsNode[]): number =>
  nodes.reduce((n, node) => n + 1 + count(node.children), 0);

const dm = (system: string, sub: string, subsub: string) =>
  loadXml(
    `<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_6/xml_schema_flat/descript.xsd"><identAndStatusSection><dmAddress><dmIdent><dmCode modelIdentCode="JET" systemDiffCode="A" systemCode="${system}" subSystemCode="${sub}" subSubSystemCode="${subsub}" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="A"/><language languageIsoCode="en" countryIsoCode="US"/><issueInfo issueNumber="001" inWork="00"/></dmIdent></dmAddress></identAndStatusSection><content/></dmodule>`,
    { parser: xmldomParser, fileName: `DMC-JET-A-${system}-${sub}${subsub}-00-00A-040A-A.XML` },
  );

describe('the eight maintained SNS', () => {
  it('each loads as a tree of system, subsystem and sub-subsystem codes with titles', async () => {
    const sizes: Record<string, number> = {};
    for (const { id } of MAINTAINED_SNS) {
      const tree = await loadMaintainedSns(id);
      sizes[id] = count(tree);
      expect(parseSnsText(formatSnsText(tree))).toEqual(tree);
    }
    expect(sizes).toEqual({
      generic: 117,
      'support-and-training-equipment': 83,
      ordnance: 407,
      'general-communications': 374,
      'air-vehicle': 503,
      'tactical-missiles': 58,
      'general-surface-vehicles': 366,
      'general-sea-vehicles': 434,
    });
    const air = await loadMaintainedSns('air-vehicle');
    expect(
      snsTitles(air, {
        systemCode: '21',
        subSystemCode: '1',
        subSubSystemCode: '0',
        assyCode: '00',
      }),
    ).toEqual(['Environmental control', 'Compression']);
  });

  it('renders as BREX snsRules that the engine checks data module codes against', async () => {
    const air = await loadMaintainedSns('air-vehicle');
    const brex = loadXml(
      `<dmodule><identAndStatusSection/><content><brex>${renderSnsRules(air)}</brex></content></dmodule>`,
      { parser: xmldomParser, fileName: 'SNS-BREX.XML' },
    );
    expect(checkBrex(dm('21', '1', '0'), [brex], { sns: 'normal' }).passed).toBe(true);
    const wrong = checkBrex(dm('21', 'Z', '0'), [brex], { sns: 'normal' });
    expect(wrong.findings.map((f) => f.message)).toEqual([
      'SNS 21-Z0-00: subsystem code "Z" is not in the SNS rules (normal check)',
    ]);
  });

  it('refuses malformed SNS text with the line number', () => {
    expect(() => parseSnsText('21 Environmental control\n   1 Too deep')).toThrow(/line 2/);
    expect(() => parseSnsText('2 Too short')).toThrow(/line 1/);
  });
});
