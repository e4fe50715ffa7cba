import { describe, expect, it } from 'vitest';
import { templateModuleText } from '../node/test-projects';
import { xmldomParser } from '../xml/xmldom-parser';
import {
  addReasonForUpdate,
  editReasonForUpdate,
  markChangeAt,
  readReasonsForUpdate,
  setBrexReference,
} from './reasons-for-update';

const made = { xml: templateModuleText('040') };
const DOCTYPE = '<!DOCTYPE dmodule [\n<!ENTITY ICN-1 SYSTEM "ICN-1.CGM" NDATA cgm>\n]>\n';
const TEXT = made.xml.replace('<dmodule', `${DOCTYPE}<dmodule`);

describe('reasons for update, change marks and the BREX reference', () => {
  it('adds reasons with their type and highlight after the status, then after the last one', () => {
    const first = addReasonForUpdate(TEXT, { text: 'Torque changed', type: 'urt02' }, xmldomParser);
    expect(first.id).toBe('rfu-0001');
    const second = addReasonForUpdate(
      first.text,
      { text: 'Typo', type: 'urt01', highlight: false },
      xmldomParser,
    );
    expect(second.id).toBe('rfu-0002');
    expect(readReasonsForUpdate(second.text, xmldomParser)).toEqual([
      { id: 'rfu-0001', type: 'urt02', highlight: true, text: 'Torque changed' },
      { id: 'rfu-0002', type: 'urt01', highlight: false, text: 'Typo' },
    ]);
    // Where the schema puts them: after the quality assurance, in order; DOCTYPE kept.
    expect(second.text.indexOf('rfu-0001')).toBeGreaterThan(
      second.text.indexOf('</qualityAssurance>'),
    );
    expect(second.text.indexOf('rfu-0002')).toBeGreaterThan(second.text.indexOf('rfu-0001'));
    expect(second.text.startsWith(TEXT.slice(0, TEXT.indexOf('</dmStatus>') - 10))).toBe(true);
    expect(second.text).toContain(DOCTYPE);
  });

  it('edits one reason and refuses bad input without changing anything', () => {
    const { text } = addReasonForUpdate(TEXT, { text: 'Old', type: 'urt02' }, xmldomParser);
    const edited = editReasonForUpdate(
      text,
      'rfu-0001',
      { text: 'New & better', type: 'urt04' },
      xmldomParser,
    );
    expect(readReasonsForUpdate(edited, xmldomParser)).toEqual([
      { id: 'rfu-0001', type: 'urt04', highlight: true, text: 'New & better' },
    ]);
    expect(() => addReasonForUpdate(TEXT, { text: ' ' }, xmldomParser)).toThrow(
      'Write the reason for update.',
    );
    expect(() => addReasonForUpdate(TEXT, { text: 'x', type: 'tech' }, xmldomParser)).toThrow(
      /urt followed by two digits/,
    );
    expect(() => editReasonForUpdate(text, 'rfu-0009', { text: 'x' }, xmldomParser)).toThrow(
      'No reason for update has the id rfu-0009.',
    );
  });

  it('marks the element at the cursor as changed, naming its reasons', () => {
    const at = TEXT.indexOf('Describe the');
    const marked = markChangeAt(TEXT, at, { changeType: 'modify', reasonIds: ['rfu-0001'] });
    expect(marked?.element).toBe('para');
    expect(marked?.text).toBe(
      TEXT.replace(
        '<para>Describe',
        '<para changeMark="1" changeType="modify" reasonForUpdateRefIds="rfu-0001">Describe',
      ),
    );
    expect(markChangeAt(TEXT, 2, { changeType: 'add', reasonIds: [] })).toBeNull();
  });

  it('points the BREX reference at a project BREX, and refuses what is not a BREX code', () => {
    const code = 'DMC-BIKE-A-D00-00-00-00A-022A-D';
    const changed = setBrexReference(TEXT, code, xmldomParser);
    expect(changed).toMatch(
      /<brexDmRef><dmRef><dmRefIdent><dmCode modelIdentCode="BIKE"[^>]*infoCode="022"/,
    );
    expect(changed).toContain(DOCTYPE);
    expect(() => setBrexReference(TEXT, 'DMC-BIKE-A-D00-00-00-00A-040A-D', xmldomParser)).toThrow(
      'is not a BREX data module (022).',
    );
    expect(() => setBrexReference(TEXT, 'nonsense', xmldomParser)).toThrow(
      /is not a data module code/,
    );
  });
});
