import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { xmldomParser } from '../node/xmldom-parser';
import { readXmlFile } from '../node/read-xml-file';
import { BIKE_DIR } from '../node/test-fixtures';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import { readActModel, readCctModel, writeActModel, writeCctModel } from './act-cct-model';
import { readAct, readCct } from './applic-tables';
import { applicTablesOf, defaultPctMapping, isEmbodied, modificationValues } from './pct-mapping';
import { nextSerial, rangesOfSerials, serialsOf } from './serial-ranges';

const bike = (name: string) => `${BIKE_DIR}/DMC-S1000DBIKE-AAA-D00-00-00-00AA-${name}_EN-US.XML`;
const load = (bytes: Uint8Array) => loadXml(decodeXmlBytes(bytes), { parser: xmldomParser });

describe('serial numbers of a range', () => {
  it('counts numbers and the digits that end a text, keeping its length', () => {
    expect(nextSerial('0099')).toBe('0100');
    expect(nextSerial('9')).toBe('10');
    expect(nextSerial('1B070699')).toBe('1B070700');
    expect(nextSerial('SN99')).toBeNull();
    expect(nextSerial('ABC')).toBeNull();
    expect(serialsOf({ from: 'SN08', to: 'SN11' }, 10)).toEqual(['SN08', 'SN09', 'SN10', 'SN11']);
    expect(serialsOf({ from: '1', to: '20' }, 5)).toBeNull();
    expect(serialsOf({ from: 'AB', to: 'AC' }, 5)).toBeNull();
  });

  it('joins consecutive serial numbers into ranges', () => {
    expect(rangesOfSerials(['5', '3', '4', '9', '10', '12'])).toEqual([
      { from: '3', to: '5' },
      { from: '9', to: '10' },
      { from: '12', to: '12' },
    ]);
  });
});

describe('the PCT mapping of the bike set', () => {
  const tables = applicTablesOf(
    readXmlFile(bike('00WA-D_006-00')),
    readXmlFile(bike('00QA-D_005-00')),
  );

  it('maps the serial number to the primary identifier, variants to version and model', () => {
    expect(defaultPctMapping(tables)).toEqual({
      serial: 'serialno',
      modelIdentCode: '',
      modelName: '',
      variantCode: 'version',
      variantName: 'model',
    });
  });

  it('knows the embodied values of a service bulletin condition', () => {
    const sb = tables.conditions.find((c) => c.ident === 'SB-S001')!;
    expect(modificationValues(sb)).toEqual({ embodied: 'POST-001', notEmbodied: 'PRE' });
    expect(isEmbodied('Post', sb)).toBe(true);
    expect(isEmbodied('PRE', sb)).toBe(false);
    const bool = tables.conditions.find((c) => c.ident === 'tourFinished')!;
    expect(modificationValues(bool)).toEqual({ embodied: 'True', notEmbodied: 'False' });
  });
});

describe('editing the bike ACT and CCT', () => {
  const actBytes = new Uint8Array(readFileSync(bike('00WA-D_006-00')));
  const cctBytes = new Uint8Array(readFileSync(bike('00QA-D_005-00')));

  it('renames an attribute, edits its enumeration and moves the primary identifier', () => {
    const model = readActModel(load(actBytes)).map((a) =>
      a.id === 'version'
        ? {
            ...a,
            name: 'Build version',
            descr: 'Build version of the bike',
            values: 'Mk1|Mk9|Mk10',
            primary: true,
          }
        : { ...a, primary: false },
    );
    const text = decodeXmlBytes(writeActModel(actBytes, model, { parser: xmldomParser }).bytes);
    expect(text).toContain(
      '<productAttribute id="version" productIdentifier="primary" valuePattern="Mk(1|9)"><name>Build version</name><descr>Build version of the bike</descr><enumeration applicPropertyValues="Mk1|Mk9|Mk10"/></productAttribute>',
    );
    // serialno lost only its primary flag: its prompt and reasonForUpdateRefIds stay.
    expect(text).toMatch(
      /<productAttribute id="serialno" reasonForUpdateRefIds="rfu-002 rfu-004">[\s\S]*?<prompt>/,
    );
    expect(text).toContain('<externalProductAttribute id="brakeModel">');
  });

  it('edits a value pattern, and refuses one that is not a pattern', () => {
    const model = readActModel(load(actBytes));
    const withPattern = (pattern: string) =>
      model.map((a) =>
        a.id === 'version'
          ? { ...a, xmlAttributes: { ...a.xmlAttributes, valuePattern: pattern } }
          : a,
      );
    const text = decodeXmlBytes(
      writeActModel(actBytes, withPattern('Mk[0-9]+'), { parser: xmldomParser }).bytes,
    );
    expect(text).toContain('<productAttribute id="version" valuePattern="Mk[0-9]+">');
    expect(() => writeActModel(actBytes, withPattern('Mk('), { parser: xmldomParser })).toThrow(
      'Attribute "version": "Mk(" is not a value pattern (an XSD pattern).',
    );
  });

  it('adds a condition type and removes one with its condition', () => {
    const model = readCctModel(load(cctBytes));
    const edited = {
      types: [
        ...model.types.filter((t) => t.id !== 'Boolean'),
        { id: 'kit', name: 'Kit fitted', descr: '', values: 'no|yes' },
      ],
      conds: [
        ...model.conds.filter((c) => c.typeId !== 'Boolean'),
        { id: 'rackKit', name: 'Luggage rack kit', descr: '', typeId: 'kit' },
      ],
    };
    const written = writeCctModel(cctBytes, edited, { parser: xmldomParser });
    const conds = readCct(load(written.bytes)).map((c) => [c.ident, c.values]);
    expect(conds).toEqual([
      ['SB-S001', 'PRE|POST-001~POST-999'],
      ['rackKit', 'no|yes'],
    ]);
    const text = decodeXmlBytes(written.bytes);
    expect(text).not.toContain('tourFinished');
    expect(text).toContain('<condIncorporation condRefId="SB-S001" condIssueNumber="00">');
    expect(readAct(load(actBytes))).toHaveLength(6);
  });
});
