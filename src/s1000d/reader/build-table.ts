import { baseOf, changeOf, type BuildContext } from './build-context';
import { blocksOf, graphicsOf } from './build-blocks';
import { inlines } from './build-inline';
import { kid, kids, type LightElement } from './light-xml';
import type { Block, TableCell, TableGroup, TableRow } from './model';

/** A CALS table: each tgroup's columns, spans (namest/nameend, spanname, morerows) resolved. */
export function table(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  const title = inlines(kid(el, 'title'), ctx);
  let number: string | undefined;
  if (title.length) {
    ctx.tables += 1;
    number = String(ctx.tables);
    ctx.target(base.id, 'table', `Table ${number}`, base.k);
  } else ctx.target(base.id, 'table', 'Table', base.k);
  const groups = kids(el, 'tgroup').map((g) => tgroup(g, ctx));
  const built: Block = { ...base, t: 'table', title, groups, graphics: graphicsOf(el) };
  if (number) built.number = number;
  return [built];
}

type ColumnMap = {
  cols: number;
  indexOf: Map<string, number>;
  spans: Map<string, [number, number]>;
  widths: (string | undefined)[];
  align: (string | undefined)[];
};

function columns(group: LightElement): ColumnMap {
  const declared = Number(group.attrs.cols);
  const specs = kids(group, 'colspec');
  const cols = Number.isInteger(declared) && declared > 0 ? declared : Math.max(1, specs.length);
  const indexOf = new Map<string, number>();
  const widths: (string | undefined)[] = Array.from({ length: cols }, () => undefined);
  const align: (string | undefined)[] = Array.from({ length: cols }, () => undefined);
  let next = 0;
  for (const spec of specs) {
    const position = Number(spec.attrs.colnum);
    const index = Number.isInteger(position) && position > 0 ? position - 1 : next;
    next = index + 1;
    if (spec.attrs.colname) indexOf.set(spec.attrs.colname, index);
    if (index < cols) {
      widths[index] = spec.attrs.colwidth;
      align[index] = spec.attrs.align;
    }
  }
  const spans = new Map<string, [number, number]>();
  for (const span of kids(group, 'spanspec')) {
    const from = indexOf.get(span.attrs.namest ?? '');
    const to = indexOf.get(span.attrs.nameend ?? '');
    if (span.attrs.spanname && from !== undefined && to !== undefined) {
      spans.set(span.attrs.spanname, [Math.min(from, to), Math.max(from, to)]);
    }
  }
  return { cols, indexOf, spans, widths, align };
}

function tgroup(group: LightElement, ctx: BuildContext): TableGroup {
  const map = columns(group);
  const section = (name: string) => {
    const part = kid(group, name);
    // Each head/body/foot keeps its own row spans: a span never crosses into the next part.
    const carried: number[] = Array.from({ length: map.cols }, () => 0);
    return kids(part, 'row').map((row) => tableRow(row, map, carried, ctx));
  };
  return {
    cols: map.cols,
    widths: map.widths,
    head: section('thead'),
    body: section('tbody'),
    foot: section('tfoot'),
  };
}

function tableRow(
  row: LightElement,
  map: ColumnMap,
  carried: number[],
  ctx: BuildContext,
): TableRow {
  const cells: TableCell[] = [];
  let column = 0;
  const free = () => {
    while (column < map.cols && (carried[column] ?? 0) > 0) column += 1;
  };
  const built = ctx.within(row, () => {
    for (const entry of kids(row).filter((e) => e.name === 'entry' || e.name === 'entrytbl')) {
      free();
      let [from, to] = spanOf(entry, map) ?? [column, column];
      if (from < column && carried[from]) [from, to] = [column, column + (to - from)];
      to = Math.min(Math.max(from, to), map.cols - 1);
      // An entry placed by name past a free column leaves that column empty, not shifted.
      for (let gap = column; gap < from; gap += 1) {
        if (!carried[gap]) cells.push({ c: [], colSpan: 1, rowSpan: 1 });
      }
      const rowSpan = 1 + Math.max(0, Number(entry.attrs.morerows) || 0);
      const cell: TableCell = {
        c: ctx.within(entry, () => blocksOf(entry.children, ctx)),
        colSpan: Math.max(1, to - from + 1),
        rowSpan,
      };
      const align = entry.attrs.align ?? map.align[from];
      if (align) cell.align = align;
      if (entry.attrs.valign) cell.valign = entry.attrs.valign;
      cells.push(cell);
      for (let c = from; c <= to && c < map.cols; c += 1)
        carried[c] = Math.max(carried[c] ?? 0, rowSpan);
      column = to + 1;
    }
    return cells;
  });
  for (let c = 0; c < map.cols; c += 1) carried[c] = Math.max(0, (carried[c] ?? 0) - 1);
  const result: TableRow = { cells: built };
  if (row.attrs.id) result.id = row.attrs.id;
  if (row.attrs.applicRefId) result.applic = row.attrs.applicRefId;
  const change = changeOf(row);
  if (change) result.change = change;
  return result;
}

function spanOf(entry: LightElement, map: ColumnMap): [number, number] | undefined {
  const named = map.spans.get(entry.attrs.spanname ?? '');
  if (named) return named;
  const from = map.indexOf.get(entry.attrs.namest ?? entry.attrs.colname ?? '');
  if (from === undefined) return undefined;
  const to = map.indexOf.get(entry.attrs.nameend ?? '') ?? from;
  return [from, to];
}
