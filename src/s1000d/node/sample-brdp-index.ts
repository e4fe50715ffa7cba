import { makeXlsx } from './make-xlsx';

/** Shaped like the specification's BRDP relationships workbook: a notes sheet, then the map. */
export const SAMPLE_BRDP_INDEX = makeXlsx([
  { name: 'Read me', rows: [['BRDP relationships, Issue 4.1'], ['See the map sheet.']] },
  {
    name: 'BRDP – BR Category Map',
    rows: [
      ['S1000D BRDP index'],
      [],
      ['BRDP ID', 'Title', 'Description', 'BR_CAT_ID', 'Chapter'],
      ['BRDP-S1-00001', 'Issue of S1000D', 'Which issue the project uses.', 1, 'Chap 1.1'],
      [
        'brdp-s1-00002',
        'Security classification',
        'Which classifications are used.',
        2,
        'Chap 3.9.5.1',
      ],
      ['', '', '', '', ''],
      ['Note: section 3'],
      ['BRDP-S1-00002', 'Security classification again', '', 2, ''],
      ['BRDP-S1-00150', 'Procedural step numbering', 'x'.repeat(2105), 6, 'Chap 3.9.5.2.1.2'],
    ],
  },
]);
