import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xmldomParser } from '../xml/xmldom-parser';
import { BIKE_DIR, bikeFiles } from '../node/test-fixtures';
import { listingRowsOf } from '../node/test-projects';
import { changeBrexSns, changeSns } from './sns-change';
import { readBrexSns, setBrexSns } from './sns-in-brex';
import { parseSnsText } from './sns-tree';
import { snsUsage } from './sns-usage';

const rows = await listingRowsOf(bikeFiles((n) => /\.XML$/i.test(n)));
// A bicycle SNS written for these tests from the bike data modules' technical names.
const SNS = parseSnsText(`DA0 Wheels
 0 Wheels
 1 Front wheel
 2 Rear wheel
DA1 Brake system
 0 Brake system
 1 Brake pads
 2 Front brake
`);
const BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';

describe('retitling and renumbering an SNS node', () => {
  it('retitles a node and lists the data modules filed under it', () => {
    const done = changeSns(
      SNS,
      { kind: 'retitle', sns: 'DA1-1', title: 'Brake pads and shoes' },
      rows,
    );
    if (!done.ok) throw new Error(done.message);
    expect(done.tree[1]!.children[1]!.title).toBe('Brake pads and shoes');
    expect(done.tree[0]).toEqual(SNS[0]);
    expect(done.summary).toBe(
      'Subsystem DA1-1 retitled "Brake pads and shoes" (was "Brake pads").',
    );
    expect(done.carriers.map((c) => c.code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^DMC-S1000DBIKE-AAA-DA1-1/)]),
    );
    expect(done.carriers.every((c) => c.code.includes('-DA1-1'))).toBe(true);
  });

  it('renumbers a node; its modules fall outside the SNS until their codes change', () => {
    const before = changeSns(SNS, { kind: 'retitle', sns: 'DA1-1', title: 'x' }, rows).carriers;
    expect(before.length).toBeGreaterThan(0);
    const done = changeSns(SNS, { kind: 'renumber', sns: 'DA1-1', code: '5' }, rows);
    if (!done.ok) throw new Error(done.message);
    expect(done.tree[1]!.children.map((n) => n.code)).toEqual(['0', '5', '2']);
    expect(done.summary).toBe(
      `Subsystem DA1-1 renumbered DA1-5. ${before.length} data modules still carry DA1-1: change their codes to file them under DA1-5.`,
    );
    expect(done.carriers).toEqual(before);
    const outside = snsUsage(done.tree, rows, 'strict').outside.map((o) => o.key);
    for (const c of before) expect(outside).toContain(c.key);
  });

  it('refuses a clash, a bad code, an unknown node and an empty title, naming why', () => {
    const clash = changeSns(SNS, { kind: 'renumber', sns: 'DA1-1', code: '2' }, rows);
    expect(clash.ok).toBe(false);
    if (clash.ok) return;
    expect(clash.message).toMatch(
      /^DA1-2 is already in the SNS \("Front brake"\): choose another code\. \d+ data modules carry DA1-1\.$/,
    );
    expect(clash.carriers.length).toBeGreaterThan(0);
    expect(changeSns(SNS, { kind: 'renumber', sns: 'DA1', code: 'da!' }, rows)).toMatchObject({
      ok: false,
      message: 'System code "DA!" must be 2 or 3 capital letters or digits.',
    });
    expect(changeSns(SNS, { kind: 'retitle', sns: 'DZ9', title: 'x' }, rows)).toMatchObject({
      ok: false,
      message: 'DZ9 is not in the SNS.',
    });
    expect(changeSns(SNS, { kind: 'retitle', sns: 'DA0-2', title: '  ' }, rows)).toMatchObject({
      ok: false,
      message: 'Subsystem DA0-2 needs a title.',
    });
  });

  it('writes the change as the BREX’s next in-work issue, with the reason for update', () => {
    const brex = setBrexSns(readFileSync(join(BIKE_DIR, BREX)), SNS, xmldomParser).bytes;
    const made = changeBrexSns(brex, { kind: 'renumber', sns: 'DA0-2', code: '4' }, rows, {
      parser: xmldomParser,
      date: '2026-11-24',
    });
    if (!made.ok || !('bytes' in made)) throw new Error('not written');
    expect(made.fileName).toBe('DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-01_EN-US.XML');
    const text = new TextDecoder().decode(made.bytes);
    expect(readBrexSns(text, xmldomParser)![0]!.children.map((n) => n.code)).toEqual([
      '0',
      '1',
      '4',
    ]);
    expect(text).toContain('Subsystem DA0-2 renumbered DA0-4.');
    const none = changeBrexSns(
      readFileSync(join(BIKE_DIR, BREX)),
      { kind: 'retitle', sns: 'DA0', title: 'W' },
      rows,
      {
        parser: xmldomParser,
      },
    );
    expect(none).toMatchObject({ ok: false, message: expect.stringContaining('has no snsRules') });
  });
});
