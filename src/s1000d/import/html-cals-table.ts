import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { elementsOf, inlineXml, type HtmlNode } from './html-inline';

type Cell = { element: T.Element; column: number; colspan: number; rowspan: number };

const spanOf = (cell: T.Element, name: string): number => {
  const value = Number(cell.attrs.find((a) => a.name === name)?.value ?? '1');
  return Number.isInteger(value) && value > 1 ? Math.min(value, 1000) : 1;
};

/** The table's rows in order, whether or not they sit in thead/tbody/tfoot. */
function rowsOf(table: T.Element): T.Element[] {
  const rows: T.Element[] = [];
  const walk = (n: HtmlNode) => {
    for (const k of elementsOf(n)) {
      if (k.tagName === 'tr') rows.push(k);
      else if (k.tagName !== 'table') walk(k);
    }
  };
  walk(table);
  return rows;
}

/**
 * Places every cell in the grid, as a browser lays out a table: a cell takes the first
 * column its row has free (cells spanning down from rows above hold theirs).
 */
function layOut(rows: readonly T.Element[]): { cells: Cell[][]; cols: number } {
  const held: number[] = []; // per column: how many more rows a cell from above covers
  let cols = 1;
  const cells = rows.map((tr) => {
    const placed: Cell[] = [];
    let column = 0;
    for (const element of elementsOf(tr).filter((c) => c.tagName === 'td' || c.tagName === 'th')) {
      while ((held[column] ?? 0) > 0) column++;
      const cell = {
        element,
        column,
        colspan: spanOf(element, 'colspan'),
        rowspan: Math.min(spanOf(element, 'rowspan'), rows.length),
      };
      placed.push(cell);
      for (let c = column; c < column + cell.colspan; c++) held[c] = cell.rowspan;
      column += cell.colspan;
      cols = Math.max(cols, column);
    }
    for (let c = 0; c < held.length; c++) if ((held[c] ?? 0) > 0) held[c]!--;
    return placed;
  });
  return { cells, cols };
}

/**
 * A CALS table from an HTML table: one tgroup with a colspec per column, thead from the
 * leading rows made only of th (or the table's thead), the rest tbody. colspan becomes
 * namest/nameend and rowspan morerows, so merged cells stay merged.
 */
export function calsTable(table: T.Element): string {
  const rows = rowsOf(table);
  if (rows.length === 0) return '';
  const { cells, cols } = layOut(rows);
  const inHead = (tr: T.Element) =>
    tr.parentNode !== null && 'tagName' in tr.parentNode && tr.parentNode.tagName === 'thead';
  let headRows = 0;
  while (
    headRows < rows.length - 1 &&
    (inHead(rows[headRows]!) || cells[headRows]!.every((c) => c.element.tagName === 'th'))
  )
    headRows++;
  const entry = (c: Cell) => {
    const span =
      c.colspan > 1 ? ` namest="c${c.column + 1}" nameend="c${c.column + c.colspan}"` : '';
    const down = c.rowspan > 1 ? ` morerows="${c.rowspan - 1}"` : '';
    const text = inlineXml(c.element);
    return `<entry${span}${down}>${text ? `<para>${text}</para>` : ''}</entry>`;
  };
  const row = (placed: Cell[]) =>
    `<row>${placed.length ? placed.map(entry).join('') : '<entry/>'}</row>`;
  const colspecs = Array.from(
    { length: cols },
    (_, i) => `<colspec colnum="${i + 1}" colname="c${i + 1}"/>`,
  ).join('');
  const thead = headRows ? `<thead>${cells.slice(0, headRows).map(row).join('')}</thead>` : '';
  const tbody = `<tbody>${cells.slice(headRows).map(row).join('')}</tbody>`;
  return `<table><tgroup cols="${cols}">${colspecs}${thead}${tbody}</tgroup></table>`;
}
