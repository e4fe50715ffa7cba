import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import {
  checkActModel,
  checkCctModel,
  problemsAdded,
  readActModel,
  readCctModel,
  writeActModel,
  writeCctModel,
} from './act-cct-model';
import { readAct, readCct } from './applic-tables';

const files = generateDemoProject().files;
const bytesOf = (ic: string) => files.find((f) => f.name.includes(`-${ic}A-D_`))!.bytes;
const load = (bytes: Uint8Array) => loadXml(decodeXmlBytes(bytes), { parser: xmldomParser });

describe('the ACT as the Attributes page edits it', () => {
  const attributes = readActModel(load(bytesOf('00W')));

  it('reads attributes, their values and the primary identifier', () => {
    expect(attributes.map((a) => [a.id, a.values, a.primary])).toEqual([
      ['serialno', '', true],
      ['model', 'SP-400|SP-400A', false],
      ['voltage', '120|230', false],
    ]);
  });

  it('writes an added attribute and an edited value list as the next in-work issue, losing nothing', () => {
    const edited = [
      ...attributes.map((a) => (a.id === 'voltage' ? { ...a, values: '120|230|240' } : a)),
      {
        id: 'colour',
        name: 'Colour',
        displayName: '',
        descr: '',
        values: 'red|blue',
        primary: false,
      },
    ];
    const written = writeActModel(bytesOf('00W'), edited, {
      parser: xmldomParser,
      date: '2026-11-24',
    });
    expect(written.issue).toBe('001-01');
    const text = decodeXmlBytes(written.bytes);
    // Untouched: serialno's pattern; edited: voltage keeps its valueDataType.
    expect(text).toContain(
      '<productAttribute id="serialno" productIdentifier="primary" valuePattern="[0-9]{7}">',
    );
    expect(text).toContain('<productAttribute id="voltage" valueDataType="integer">');
    const act = readAct(load(written.bytes));
    expect(act.map((a) => [a.ident, a.values])).toEqual([
      ['serialno', undefined],
      ['model', 'SP-400|SP-400A'],
      ['voltage', '120|230|240'],
      ['colour', 'red|blue'],
    ]);
    expect(act[0]!.pattern).toBe('[0-9]{7}');
  });

  it('refuses duplicate ids, two primary identifiers and bad value lists, writing nothing', () => {
    const bad = [
      ...attributes,
      { ...attributes[1]!, primary: true, original: undefined },
      {
        id: '9x',
        name: '',
        displayName: '',
        descr: '',
        values: 'a||b',
        primary: true,
      },
    ];
    expect(checkActModel(bad)).toEqual([
      'Attribute "model" is there twice: ids are unique.',
      'Attribute "9x": an id starts with a letter and holds letters, digits, ".", "_" or "-".',
      'Attribute "9x" needs a name.',
      'Attribute "9x": "a||b" is not a list of values a|b or ranges low~high.',
      'Only one attribute is the primary identifier (now: serialno, model, 9x).',
    ]);
    expect(() => writeActModel(bytesOf('00W'), bad, { parser: xmldomParser })).toThrow(/twice/);
  });
});

describe('an add refused on what it would get wrong', () => {
  it('names only the problems the new entry brings, not those the table had', () => {
    const had = { id: 'bad id', name: '', descr: '', values: '', primary: false, displayName: '' };
    const before = checkActModel([had]);
    const model = { ...had, id: 'model', name: 'Model' };
    expect(problemsAdded(before, checkActModel([had, model]))).toEqual([]);
    expect(problemsAdded(before, checkActModel([had, model, { ...model }]))).toEqual([
      'Attribute "model" is there twice: ids are unique.',
    ]);
    expect(problemsAdded(before, checkActModel([had, { ...model, id: '' }]))).toEqual([
      'Attribute "": an id starts with a letter and holds letters, digits, ".", "_" or "-".',
    ]);
  });
});

describe('the CCT as the Attributes page edits it', () => {
  it('adds a condition of an existing type, keeping the other condition’s references', () => {
    const model = readCctModel(load(bytesOf('00Q')));
    expect(model.conds.map((c) => [c.id, c.typeId])).toEqual([['SB-400-01', 'sbStatus']]);
    const written = writeCctModel(
      bytesOf('00Q'),
      {
        ...model,
        conds: [
          ...model.conds,
          { id: 'SB-400-02', name: 'SB-400-02', descr: '', typeId: 'sbStatus' },
        ],
      },
      { parser: xmldomParser },
    );
    const text = decodeXmlBytes(written.bytes);
    expect(text).toMatch(/<cond id="SB-400-01" condTypeRefId="sbStatus">[\s\S]*<refs>/);
    expect(readCct(load(written.bytes)).map((c) => [c.ident, c.values])).toEqual([
      ['SB-400-01', 'pre|post'],
      ['SB-400-02', 'pre|post'],
    ]);
  });

  it('refuses a condition whose type is not in the CCT', () => {
    expect(
      checkCctModel({ types: [], conds: [{ id: 'c1', name: 'C', descr: '', typeId: 'nope' }] }),
    ).toEqual(['Condition "c1": its type "nope" is not in the CCT.']);
  });
});
