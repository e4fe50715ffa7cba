import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../xml/xmldom-parser';
import { applyIdentChange, readIdentStatus } from './ident-status';

const NAME = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A_008-00_EN-US.XML';
const text = readFileSync(join(BIKE_DIR, NAME), 'utf8');

describe('the identification and status panel', () => {
  it('reads what an author checks first', () => {
    expect(readIdentStatus(text, xmldomParser)).toMatchObject({
      code: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-121A-A',
      issue: '008-00',
      securityClassification: '01',
      brex: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
      techName: 'Bicycle',
    });
  });

  it('changes the title, security and QA in place, the DOCTYPE and the rest kept', () => {
    const changed = applyIdentChange(
      text,
      { techName: 'Bike & frame', securityClassification: '02', qa: 'firstVerification' },
      xmldomParser,
    );
    const read = readIdentStatus(changed, xmldomParser);
    expect(read).toMatchObject({
      techName: 'Bike & frame',
      securityClassification: '02',
      qa: 'firstVerification',
    });
    expect(changed).toContain('<techName>Bike &amp; frame</techName>');
    const doctypeEnd = text.indexOf(']>') + 2;
    expect(changed.slice(0, doctypeEnd)).toBe(text.slice(0, doctypeEnd));
    expect(changed.length - text.length).toBeLessThan(80);
  });

  it('refuses an empty technical name or a bad classification, changing nothing', () => {
    expect(() => applyIdentChange(text, { techName: ' ' }, xmldomParser)).toThrow(
      'The technical name cannot be empty.',
    );
    expect(() => applyIdentChange(text, { securityClassification: '7' }, xmldomParser)).toThrow(
      'two digits',
    );
  });
});
