import { describe, expect, it } from 'vitest';
import { SAMPLE_BRDP_INDEX as SAMPLE_INDEX } from '../node/sample-brdp-index';
import type { Brdp } from './brdp-model';
import { mergeBrdpIndex, readBrdpIndex } from './read-brdp-index';
import { readXlsxCells } from './xlsx-cells';

describe('reading the BRDP index from a spreadsheet', () => {
  it('finds the map sheet and its header, and reads one BRDP a row', async () => {
    const read = readBrdpIndex(await readXlsxCells(SAMPLE_INDEX));
    if (!read.ok) throw new Error(read.error);
    expect(read.sheet).toBe('BRDP – BR Category Map');
    expect(read.columns).toEqual({
      id: 'BRDP ID',
      title: 'Title',
      description: 'Description',
      category: 'BR_CAT_ID',
      chapter: 'Chapter',
    });
    expect(read.brdps.map((b) => b.id)).toEqual([
      'BRDP-S1-00001',
      'BRDP-S1-00002',
      'BRDP-S1-00150',
    ]);
    expect(read.brdps[1]).toEqual({
      id: 'BRDP-S1-00002',
      title: 'Security classification',
      description: 'Which classifications are used.',
      category: '2',
      chapter: 'Chap 3.9.5.1',
    });
    expect(read.brdps[2]!.description).toHaveLength(2000);
    expect(read.notes).toEqual([
      'Row 7: "Note: section 3" is not a BRDP identifier; left out.',
      'Row 8: BRDP-S1-00002 is listed again; the first row was kept.',
      'Row 9: the description was shortened to 2000 characters.',
    ]);
  });

  it('finds an id column with no header it knows', () => {
    const read = readBrdpIndex([
      {
        name: 'Sheet1',
        rows: [
          ['Ref', 'What'],
          ['BRDP-S1-00007', 'Applicability'],
        ],
      },
    ]);
    expect(read.ok && read.brdps).toEqual([
      { id: 'BRDP-S1-00007', title: '', description: '', category: '', chapter: '' },
    ]);
  });

  it('refuses a workbook without BRDPs, and a file that is not a workbook', async () => {
    expect(readBrdpIndex([{ name: 'Sheet1', rows: [['Name'], ['Bob']] }])).toEqual({
      ok: false,
      error:
        'No BRDP index found: no sheet has a column of BRDP identifiers such as BRDP-S1-00012.',
    });
    await expect(readXlsxCells(new TextEncoder().encode('id,title\n'))).rejects.toThrow(
      /not an Excel workbook/,
    );
  });
});

describe('mergeBrdpIndex', () => {
  it('keeps BRDPs a new index drops, marked retired, and counts what changed', () => {
    const b = (id: string): Brdp => ({ id, title: id, description: '', category: '', chapter: '' });
    const merged = mergeBrdpIndex(
      [b('BRDP-S1-00001'), b('BRDP-S1-00002')],
      [b('BRDP-S1-00002'), b('BRDP-S1-00003')],
    );
    expect(merged.brdps.map((x) => [x.id, x.retired ?? false])).toEqual([
      ['BRDP-S1-00002', false],
      ['BRDP-S1-00003', false],
      ['BRDP-S1-00001', true],
    ]);
    expect([merged.added, merged.retired]).toEqual([1, 1]);
  });
});
