import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../node/test-fixtures';
import { defaultSteSettings } from '../ste/ste-settings';
import { xmldomParser } from '../xml/xmldom-parser';
import { checkModuleText } from './diagnostics';
import { checkModuleWithSte } from './editor-checks';

const HUB = 'DMC-S1000DBIKE-AAA-DA5-20-00-00AA-251C-A_008-00_EN-US.XML';
const text = readFileSync(join(BIKE_DIR, HUB), 'utf8');
const options = { fileName: HUB, ste: { settings: defaultSteSettings() }, parser: xmldomParser };

describe("the data module editor's checks after typing stops", () => {
  it('adds the STE findings to the module checks, all in line order', () => {
    const found = checkModuleWithSte(text, options);
    const moduleChecks = checkModuleText(text, { fileName: HUB });
    const ste = found.filter((d) => d.source === 'ste');
    expect(ste.some((d) => d.line === 193 && d.message.startsWith('R5.1'))).toBe(true);
    expect(found.filter((d) => d.source !== 'ste')).toEqual(moduleChecks);
    expect(found.map((d) => d.line)).toEqual([...found.map((d) => d.line)].sort((a, b) => a - b));
  });

  it('a text that is not well-formed gets only its XML errors', () => {
    const broken = text.replace('</dmodule>', '');
    const found = checkModuleWithSte(broken, options);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.source === 'xml')).toBe(true);
  });
});
