import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../node/test-fixtures';
import { defaultSteSettings } from '../ste/ste-settings';
import { xmldomParser } from '../xml/xmldom-parser';
import { steDiagnostics } from './ste-diagnostics';

const HUB = 'DMC-S1000DBIKE-AAA-DA5-20-00-00AA-251C-A_008-00_EN-US.XML';
const text = readFileSync(join(BIKE_DIR, HUB), 'utf8');
const options = { parser: xmldomParser, fileName: HUB };

describe('STE findings as editor diagnostics', () => {
  it('the 21-word step of the bike hub procedure is an error at its line, naming the rule and the STE issue', () => {
    const found = steDiagnostics(text, defaultSteSettings(), options);
    expect(found).toContainEqual({
      line: 193,
      severity: 'error',
      source: 'ste',
      message: expect.stringMatching(
        /^R5\.1 \(ASD-STE100 Issue 9\): 21 words; the limit for step text is 20\. "Examine the bearing/,
      ) as unknown as string,
    });
  });

  it("the project's settings decide: a rule turned off is silent, a glossary word is found, info becomes a warning", () => {
    const settings = defaultSteSettings();
    settings.rules['sentence-length'] = { on: false, severity: 'error' };
    settings.rules.glossary = { on: true, severity: 'info' };
    settings.glossary = [{ term: 'examine', kind: 'avoid', use: 'do a check of' }];
    const found = steDiagnostics(text, settings, options);
    expect(found.some((d) => d.message.startsWith('R5.1'))).toBe(false);
    const glossary = found.filter((d) => d.message.startsWith('R1.1'));
    expect(glossary.length).toBeGreaterThan(0);
    expect(glossary[0]).toMatchObject({ line: 193, severity: 'warning', source: 'ste' });
  });

  it('text that is not XML, or not a data module, gives no STE diagnostic', () => {
    expect(steDiagnostics('<dmodule><content>', defaultSteSettings(), options)).toEqual([]);
    expect(steDiagnostics('<pm><content/></pm>', defaultSteSettings(), options)).toEqual([]);
  });
});
