import { parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';
import { describe, expect, it } from 'vitest';
import { calsTable } from './html-cals-table';

const tableOf = (html: string) => parseFragment(html).childNodes[0] as T.Element;

describe('HTML tables as CALS tables', () => {
  it('places cells under cells that span rows, and keeps both spans', () => {
    const cals = calsTable(
      tableOf(
        '<table><tr><td rowspan="2">Wheel</td><td colspan="2">Torque</td></tr><tr><td>Nut</td><td>40 Nm</td></tr></table>',
      ),
    );
    expect(cals).toBe(
      '<table><tgroup cols="3"><colspec colnum="1" colname="c1"/><colspec colnum="2" colname="c2"/><colspec colnum="3" colname="c3"/><tbody>' +
        '<row><entry morerows="1"><para>Wheel</para></entry><entry namest="c2" nameend="c3"><para>Torque</para></entry></row>' +
        '<row><entry><para>Nut</para></entry><entry><para>40 Nm</para></entry></row>' +
        '</tbody></tgroup></table>',
    );
  });

  it('takes thead rows as the head, keeps empty cells, and writes emphasis', () => {
    const cals = calsTable(
      tableOf(
        '<table><thead><tr><td>Part</td><td>Note</td></tr></thead><tbody><tr><td><b>Rim</b></td><td></td></tr></tbody></table>',
      ),
    );
    expect(cals).toContain(
      '<thead><row><entry><para>Part</para></entry><entry><para>Note</para></entry></row></thead>',
    );
    expect(cals).toContain(
      '<row><entry><para><emphasis>Rim</emphasis></para></entry><entry></entry></row>',
    );
  });

  it('writes nothing for a table without rows', () => {
    expect(calsTable(tableOf('<table></table>'))).toBe('');
  });
});
