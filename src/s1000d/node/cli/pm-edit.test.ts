import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultProjectSettings } from '../../csdb/project-settings';
import { generateDemoProject } from '../../demo/demo-project';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

const dir = mkdtempSync(join(tmpdir(), 'ips-pm-edit-'));
const project = join(dir, 'project');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = generateDemoProject().files;
mkdirSync(project);
for (const file of files) writeFileSync(join(project, file.name), file.bytes);
const pmPath = join(project, files.find((f) => f.name.startsWith('PMC-'))!.name);

describe('ips-s1000d pm-tree, pm-edit and fmgen', () => {
  it('pm-tree numbers the entries and marks the bike list of publications’ missing PM', async () => {
    const loap = join(BIKE_DIR, 'PMC-S1000DBIKE-C3002-LOAP1-00_000-01_EN-US.XML');
    const tree = await run('pm-tree', '--project', BIKE_DIR, loap);
    expect(tree.code).toBe(1);
    expect(tree.output).toMatch(/PMC-S1000DBIKE-C3002-EPWG1-00\S* .* MISSING/);
    const demo = await run('pm-tree', '--project', project, pmPath);
    expect(demo.code).toBe(0);
    expect(demo.output.split('\n')[1]).toMatch(/^1 .+ \[pmt23\] \(n1\)$/);
  });

  it('pm-edit applies edits and writes the next in-work issue; a refused edit writes nothing', async () => {
    const ops = join(dir, 'ops.json');
    writeFileSync(
      ops,
      JSON.stringify([
        { op: 'addEntry', parent: null, title: 'Appendix', id: 'app' },
        { op: 'move', id: 'n2', parent: null, index: 0 },
      ]),
    );
    const out = join(dir, 'edited.xml');
    const refused = await run('pm-edit', '--ops', ops, '-o', out, pmPath);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'PROBLEM: Edit 2 (move): A reference must sit inside an entry',
    );
    writeFileSync(
      ops,
      JSON.stringify([{ op: 'addEntry', parent: null, title: 'Appendix', id: 'app' }]),
    );
    const done = await run('pm-edit', '--ops', ops, '--reason', 'Appendix', '-o', out, pmPath);
    expect(done.output).toContain('PROBLEM: The entry "Appendix" is empty');
    expect(existsSync(out)).toBe(false);
    writeFileSync(
      ops,
      JSON.stringify([
        { op: 'addEntry', parent: null, title: 'Appendix', id: 'app' },
        { op: 'move', id: 'n2', parent: 'app', index: 99 },
        {
          op: 'addRefs',
          parent: 'app',
          refs: [
            {
              kind: 'dmRef',
              ref: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A',
              title: 'Impeller - Remove procedure',
            },
          ],
        },
        { op: 'key', id: 'app', move: 'up' },
        { op: 'setType', id: 'app', type: 'pmt21' },
      ]),
    );
    const ok = await run(
      'pm-edit',
      '--ops',
      ops,
      '--reason',
      'Appendix',
      '--date',
      '2026-11-24',
      '-o',
      out,
      pmPath,
    );
    expect(ok.code).toBe(0);
    expect(ok.output).toMatch(/edited\.xml: PMC-TIDEWELL-7TDW1-00001-00_\d{3}-\d{2}_EN-US\.XML$/);
    const written = readFileSync(out, 'utf8');
    expect(written).toContain('pmEntryType="pmt21"');
    expect(written).toContain('<pmEntryTitle>Appendix</pmEntryTitle>');
    const tree = await run('pm-tree', '--project', project, out);
    expect(tree.output).toContain('DMC-TIDEWELL-A-20-20-00-00A-520A-A Impeller - Remove procedure');
  });

  it('fmgen writes the table of contents from the project folder, and names what is missing', async () => {
    const out = join(dir, 'toc.xml');
    writeFileSync(
      join(project, 'project.json'),
      JSON.stringify({
        name: 'Pumps',
        settings: defaultProjectSettings({
          modelIdentCodes: ['TIDEWELL'],
          responsiblePartnerCompany: { code: '7TDW1', name: 'Tidewell' },
          originator: { code: '7TDW1', name: 'Tidewell' },
          sns: { kind: 'none' },
          infoCodeSchemas: {},
        }),
      }),
    );
    const made = await run(
      'fmgen',
      '-t',
      'TOC',
      '--project',
      project,
      '--date',
      '2026-11-24',
      '-o',
      out,
      pmPath,
    );
    expect(made.output).toBe(`${out}: DMC-TIDEWELL-A-00-00-00-00A-009A-D_000-01_EN-US.XML`);
    expect(made.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('<tocEntry><title>');
    const missing = await run('fmgen', '-t', 'LOEDM', pmPath);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('PROBLEM: The project has no model identification code.');
    expect((await run('fmgen', '-t', 'LOX', pmPath)).code).toBe(64);
  });

  it('fmgen HIGH lists each reason for update a module marks for the highlights', async () => {
    const bikePm = join(BIKE_DIR, 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML');
    const high = await run(
      'fmgen',
      '-t',
      'HIGH',
      '--project',
      BIKE_DIR,
      '--mic',
      'S1000DBIKE',
      '--issuer',
      'C3002',
      '--date',
      '2026-11-24',
      bikePm,
    );
    expect(high.code).toBe(0);
    expect(high.output).toContain(
      '<reasonForUpdate updateReasonType="urt02"><simplePara>Set of allowed information codes has been extended by 018, 028, 100, 200, 248, 310, 913, 920, 932.</simplePara></reasonForUpdate>',
    );
    // Reasons not marked updateHighlight stay out.
    expect(high.output).not.toContain('Rule for Comment priorities has been corrected.');
  });

  it('pm-analyze reports the bike manual’s file name and exports CSV', async () => {
    const manual = join(BIKE_DIR, 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML');
    const text = await run('pm-analyze', '--project', BIKE_DIR, manual);
    expect(text.code).toBe(1);
    expect(text.output).toContain(
      'FILE NAME PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML should be PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML',
    );
    expect(text.output).toContain('72 entries (depth 1), 72 dmRef, 0 pmRef, 0 externalPubRef');
    const csv = await run('pm-analyze', '--csv', '--project', BIKE_DIR, manual);
    expect(csv.output.split('\n')[0]).toBe('section,item,value,detail');
    const demo = await run('pm-analyze', '--project', project, pmPath);
    expect(demo.code).toBe(0);
    expect((await run('pm-analyze', join(project, 'project.json'))).code).toBe(2);
  });
});
