import { BRDP_ID, LIMITS, type Brdp } from './brdp-model';

/** A spreadsheet as plain cells, whatever read it: one entry a sheet. */
export type SheetCells = { name: string; rows: readonly (readonly unknown[])[] };

export type BrdpColumn = 'id' | 'title' | 'description' | 'category' | 'chapter';

export type BrdpIndexRead =
  | {
      ok: true;
      sheet: string;
      /** The header each field was read from. */
      columns: Partial<Record<BrdpColumn, string>>;
      brdps: Brdp[];
      /** Rows left out or shortened, each with its spreadsheet row number. */
      notes: string[];
    }
  | { ok: false; error: string };

/** Header names seen in BRDP index spreadsheets, lower case without punctuation. */
const HEADERS: Record<BrdpColumn, readonly string[]> = {
  id: [
    'brdp id',
    'brdp',
    'brdp identifier',
    'brdp ident',
    'brdp number',
    'brdp no',
    'brdecisionpointuniqueident',
    'decision point id',
    'id',
    'identifier',
  ],
  title: ['title', 'brdp title', 'name', 'decision point', 'subject', 'heading'],
  description: [
    'description',
    'question',
    'definition',
    'text',
    'brdp text',
    'explanation',
    'detail',
    'details',
  ],
  category: ['br cat id', 'brcatid', 'category', 'br category', 'category id', 'br cat'],
  chapter: [
    'chapter',
    'chap',
    'reference',
    'spec reference',
    'specification reference',
    'para',
    'location',
  ],
};
const HEADER_ROWS_SEARCHED = 10;

const normalise = (cell: unknown) =>
  String(cell ?? '')
    .toLowerCase()
    .replace(/[_\-–—/.:()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const text = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/g, ' ').trim();
};

function findColumns(header: readonly unknown[]): Partial<Record<BrdpColumn, number>> {
  const names = header.map(normalise);
  const found: Partial<Record<BrdpColumn, number>> = {};
  for (const column of Object.keys(HEADERS) as BrdpColumn[]) {
    for (const candidate of HEADERS[column]) {
      const at = names.findIndex((n, i) => n === candidate && !Object.values(found).includes(i));
      if (at >= 0) {
        found[column] = at;
        break;
      }
    }
  }
  return found;
}

/** The column most of whose cells are BRDP ids, for a sheet whose header says nothing. */
function idColumnByValues(rows: readonly (readonly unknown[])[]): number | undefined {
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best: { column: number; hits: number } | undefined;
  for (let column = 0; column < width; column++) {
    const hits = rows.filter((r) => BRDP_ID.test(text(r[column]).toUpperCase())).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { column, hits };
  }
  return best?.column;
}

type Located = {
  sheet: SheetCells;
  headerRow: number;
  columns: Partial<Record<BrdpColumn, number>>;
};

/** The sheet and header row holding the index: a row naming a BRDP id column, or an id column. */
function locate(sheets: readonly SheetCells[]): Located | undefined {
  let fallback: Located | undefined;
  for (const sheet of sheets) {
    for (let r = 0; r < Math.min(HEADER_ROWS_SEARCHED, sheet.rows.length); r++) {
      const columns = findColumns(sheet.rows[r]!);
      if (columns.id === undefined) continue;
      // A header row is confirmed when the cells below it are BRDP ids.
      const below = sheet.rows.slice(r + 1, r + 6);
      if (below.some((row) => BRDP_ID.test(text(row[columns.id!]).toUpperCase()))) {
        return { sheet, headerRow: r, columns };
      }
    }
    const idColumn = idColumnByValues(sheet.rows);
    if (idColumn !== undefined && !fallback) {
      const firstId = sheet.rows.findIndex((row) =>
        BRDP_ID.test(text(row[idColumn]).toUpperCase()),
      );
      const headerRow = firstId - 1;
      const columns = headerRow >= 0 ? findColumns(sheet.rows[headerRow]!) : {};
      fallback = { sheet, headerRow, columns: { ...columns, id: idColumn } };
    }
  }
  return fallback;
}

/**
 * Reads the BRDP index from a spreadsheet's cells: finds the sheet and header row, maps the
 * columns by their names (BR_CAT_ID, Title, Chapter …), and returns one BRDP a row. Rows
 * without an id are skipped; bad or repeated ids and over-long texts are named in `notes`.
 */
export function readBrdpIndex(sheets: readonly SheetCells[]): BrdpIndexRead {
  if (sheets.length === 0) return { ok: false, error: 'The spreadsheet has no sheets.' };
  const located = locate(sheets);
  if (!located) {
    return {
      ok: false,
      error:
        'No BRDP index found: no sheet has a column of BRDP identifiers such as BRDP-S1-00012.',
    };
  }
  const { sheet, headerRow, columns } = located;
  const header = headerRow >= 0 ? sheet.rows[headerRow]! : [];
  const notes: string[] = [];
  const brdps: Brdp[] = [];
  const seen = new Set<string>();
  const cell = (row: readonly unknown[], column: BrdpColumn, limit: number, rowNumber: number) => {
    const at = columns[column];
    const value = at === undefined ? '' : text(row[at]);
    if (value.length <= limit) return value;
    notes.push(`Row ${rowNumber}: the ${column} was shortened to ${limit} characters.`);
    return value.slice(0, limit);
  };
  for (let r = headerRow + 1; r < sheet.rows.length; r++) {
    const row = sheet.rows[r]!;
    const rowNumber = r + 1;
    const rawId = text(row[columns.id!]);
    if (!rawId) continue;
    const id = rawId.toUpperCase();
    if (!BRDP_ID.test(id)) {
      notes.push(`Row ${rowNumber}: "${rawId}" is not a BRDP identifier; left out.`);
      continue;
    }
    if (seen.has(id)) {
      notes.push(`Row ${rowNumber}: ${id} is listed again; the first row was kept.`);
      continue;
    }
    if (brdps.length >= LIMITS.brdps) {
      notes.push(`Only the first ${LIMITS.brdps} BRDPs were read.`);
      break;
    }
    seen.add(id);
    brdps.push({
      id,
      title: cell(row, 'title', LIMITS.title, rowNumber),
      description: cell(row, 'description', LIMITS.description, rowNumber),
      category: cell(row, 'category', LIMITS.category, rowNumber),
      chapter: cell(row, 'chapter', LIMITS.chapter, rowNumber),
    });
  }
  const named = Object.fromEntries(
    (Object.entries(columns) as [BrdpColumn, number][]).map(([c, i]) => [
      c,
      text(header[i]) || `column ${i + 1}`,
    ]),
  );
  return { ok: true, sheet: sheet.name, columns: named, brdps, notes };
}

/**
 * A new index laid over the old one: every BRDP of the new index, then the old ones it no
 * longer lists, marked retired so their decisions stay readable. Returns what changed.
 */
export function mergeBrdpIndex(
  previous: readonly Brdp[],
  next: readonly Brdp[],
): { brdps: Brdp[]; added: number; retired: number } {
  const listed = new Set(next.map((b) => b.id));
  const retired = previous.filter((b) => !listed.has(b.id)).map((b) => ({ ...b, retired: true }));
  const before = new Set(previous.filter((b) => !b.retired).map((b) => b.id));
  return {
    brdps: [...next.map(({ retired: _r, ...b }) => b), ...retired],
    added: next.filter((b) => !before.has(b.id)).length,
    retired: retired.filter((b) => before.has(b.id)).length,
  };
}
