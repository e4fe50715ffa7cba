import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import { defaultProjectSettings } from '../csdb/project-settings';
import { generateDemoProject } from '../demo/demo-project';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import { generateFrontMatter } from './fmgen';
import { highlightReasonsFrom, publicationModuleKeys } from './highlight-reasons';
import { readEditablePm } from './pm-xml';
import { listingRowsOfFiles } from '../node/test-projects';

const BIKE_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';

describe('highlights with reasons for update (s1kd-fmgen HIGH)', () => {
  it('reads only the reasons marked updateHighlight, with their type and text', () => {
    const bytes = readFileSync(join(BIKE_DIR, BIKE_BREX));
    const reasons = highlightReasonsFrom(
      [
        { key: 'brex', bytes },
        { key: 'broken', bytes: new TextEncoder().encode('<dmodule><reasonForUpdate') },
      ],
      xmldomParser,
    );
    expect(reasons).toEqual({
      brex: [
        {
          type: 'urt02',
          paras: [
            'Set of allowed information codes has been extended by 018, 028, 100, 200, 248, 310, 913, 920, 932.',
          ],
        },
      ],
    });
  });

  it('gives each marked reason its own entry, and lists a module only its reasons name', async () => {
    const demo = generateDemoProject().files;
    const pmFile = demo.find((f) => f.name.startsWith('PMC-'))!;
    const pm = readEditablePm(
      loadXml(decodeXmlBytes(pmFile.bytes), { fileName: pmFile.name, parser: xmldomParser }),
    );
    const rows = await listingRowsOfFiles(demo);
    const keys = publicationModuleKeys(pm.entries, rows);
    const quiet = rows.filter((r) => keys.includes(r.k) && r.t === 'dm');
    expect(quiet.length).toBeGreaterThan(1);
    // The demo modules are all new: mark them revised so only the reasons put one in.
    const revised = rows.map((r) => (keys.includes(r.k) ? { ...r, it: 'status' } : r));
    const target = quiet[0]!;
    const settings = defaultProjectSettings({
      issue: '6',
      modelIdentCodes: ['TIDEWELL'],
      responsiblePartnerCompany: { code: '7TDW1', name: 'Tidewell Pumps' },
      originator: { code: '7TDW1', name: 'Tidewell Pumps' },
    });
    const made = generateFrontMatter({
      type: 'HIGH',
      pm,
      rows: revised,
      settings,
      date: '2026-11-24',
      reasons: {
        [target.k]: [
          { type: 'urt02', paras: ['Torque value corrected to 25 N·m.', 'CPF 2026-001'] },
          { paras: ['Step 4 <now> comes before step 3.'] },
        ],
      },
    });
    if (!made.ok) throw new Error(made.problems.join('; '));
    const entries = made.xml.match(/<frontMatterDmEntry[\s\S]*?<\/frontMatterDmEntry>/g) ?? [];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(
      '<reasonForUpdate updateReasonType="urt02"><simplePara>Torque value corrected to 25 N·m.</simplePara><simplePara>CPF 2026-001</simplePara></reasonForUpdate>',
    );
    expect(entries[1]).toContain(
      '<simplePara>Step 4 &lt;now&gt; comes before step 3.</simplePara>',
    );
    const xml = loadXml(made.xml, { parser: xmldomParser, fileName: made.fileName });
    const brex = defaultBrexFromDir(DEFAULT_BREX_DIR)('6')!;
    expect(checkBrex(xml, [brex]).findings.filter((f) => f.fail)).toEqual([]);
  });
});
