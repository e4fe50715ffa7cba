import { snsCodeProblem } from './sns-edit';
import type { SnsNode } from './sns-tree';

const HEADER = ['system', 'subsystem', 'subSubsystem', 'assembly', 'title'];

/** One CSV cell, quoted when it holds a comma, quote or line break (RFC 4180). */
export const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** One row per node, its codes down to its level and its title: opens in any spreadsheet. */
export function snsToCsv(tree: readonly SnsNode[]): string {
  const rows = [HEADER.join(',')];
  const walk = (nodes: readonly SnsNode[], codes: string[]) => {
    for (const node of nodes) {
      const here = [...codes, node.code];
      const cells = [...here, ...Array(4 - here.length).fill('')];
      rows.push([...cells, node.title].map(csvCell).join(','));
      walk(node.children, here);
    }
  };
  walk(tree, []);
  return `${rows.join('\r\n')}\r\n`;
}

/** Splits CSV text into rows of cells (RFC 4180 quoting). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

export type SnsCsvResult = { ok: true; tree: SnsNode[] } | { ok: false; problems: string[] };

/**
 * Reads the CSV snsToCsv writes (a header row is optional): a node's parent must come on an
 * earlier row. Every problem is named with its line; nothing is half read.
 */
export function snsFromCsv(text: string): SnsCsvResult {
  const rows = parseCsvRows(text);
  const problems: string[] = [];
  const tree: SnsNode[] = [];
  const start = rows[0]?.[0]?.trim().toLowerCase() === 'system' ? 1 : 0;
  rows.slice(start).forEach((cells, index) => {
    const line = index + start + 1;
    const codes = cells.slice(0, 4).map((c) => c.trim().toUpperCase());
    const title = (cells[4] ?? '').trim();
    const depth = codes.findIndex((c) => c === '');
    const used = depth === -1 ? codes : codes.slice(0, depth);
    if (used.length === 0) return problems.push(`Line ${line}: no system code.`);
    if (codes.slice(used.length).some((c) => c !== ''))
      return problems.push(`Line ${line}: a level is empty before a deeper one.`);
    for (const [level, code] of used.entries()) {
      const problem = snsCodeProblem(code, level);
      if (problem) return problems.push(`Line ${line}: ${problem}`);
    }
    if (!title) return problems.push(`Line ${line}: the title is empty.`);
    let nodes = tree;
    for (const code of used.slice(0, -1)) {
      const parent = nodes.find((n) => n.code === code);
      if (!parent)
        return problems.push(`Line ${line}: ${used.join('-')} comes before its parent ${code}.`);
      nodes = parent.children;
    }
    const last = used[used.length - 1]!;
    if (nodes.some((n) => n.code === last))
      return problems.push(`Line ${line}: ${used.join('-')} is listed twice.`);
    nodes.push({ code: last, title, children: [] });
    return undefined;
  });
  return problems.length ? { ok: false, problems } : { ok: true, tree };
}
