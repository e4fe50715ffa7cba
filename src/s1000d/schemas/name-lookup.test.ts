import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bikeFiles, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { miniXsdZip } from '../node/test-projects';
import { xmldomParser } from '../xml/xmldom-parser';
import { basename } from 'node:path';
import { lookUpName, namesInXml, readBrexValueRules } from './name-lookup';
import { readSchemaSet } from './schema-set';
import { indexSchemaSet } from './xsd-model';

const read = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
if (!read.ok) throw new Error(read.problems.join());
const index = indexSchemaSet(read.set, xmldomParser);
const defaultBrex = readBrexValueRules(
  readFileSync(
    join(DEFAULT_BREX_DIR, 'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML'),
    'utf8',
  ).replace(/^\uFEFF/, ''),
  xmldomParser,
);
const objectNames = new Map(
  bikeFiles((n) => /\.XML$/i.test(n)).map((p) => [
    basename(p),
    namesInXml(readFileSync(p, 'utf8')),
  ]),
);

describe('element and attribute lookup', () => {
  it('says where an element may stand, its content and attributes, from the uploaded schemas', () => {
    const dmCode = lookUpName('dmCode', { index, defaultBrex, objectNames });
    expect(dmCode.kind).toBe('element');
    expect(dmCode.schemas).toContain('descript');
    expect(dmCode.schemas).not.toContain('pm');
    expect(dmCode.parents).toEqual(['dmIdent']);
    const ilc = dmCode.models[0]!.attributes.find((a) => a.name === 'itemLocationCode');
    expect(ilc).toMatchObject({ use: 'required', enumeration: ['A', 'B', 'C', 'D', 'T'] });
    expect(dmCode.models[0]!.attributes.find((a) => a.name === 'infoCode')?.pattern).toBe(
      '[A-Z0-9]{3}',
    );
    expect(dmCode.usedBy.length).toBeGreaterThan(90);
    const dmTitle = lookUpName('dmTitle', { index });
    expect(dmTitle.models[0]!.children).toEqual([
      { name: 'techName', min: '1', max: '1' },
      { name: 'infoName', min: '0', max: '1' },
      { name: 'infoNameVariant', min: '0', max: '1' },
    ]);
  });

  it('looks up an attribute: the elements declaring it and the default BREX values', () => {
    const security = lookUpName('@securityClassification', { index, defaultBrex, objectNames });
    expect(security.kind).toBe('attribute');
    expect(security.defaultBrexRules[0]!.values.map((v) => v.value)).toEqual(
      expect.arrayContaining(['01', '02']),
    );
    expect(security.usedBy.length).toBeGreaterThan(90);
    const ilc = lookUpName('itemLocationCode', { index, defaultBrex });
    expect(ilc.kind).toBe('attribute');
    expect(ilc.owners.map((o) => o.element)).toEqual(['dmCode']);
  });

  it('suggests close names for one it does not know', () => {
    expect(lookUpName('dmcode', { index, objectNames }).suggestions).toContain('dmCode');
  });
});
