import { inlineText } from './build-inline';
import type { Block, ModuleView } from './model';
import { EVERYTHING, isHidden, walkShown, type Visibility } from './visibility';

/** One place a search found: the block to scroll to and the text around the match. */
export type SearchHit = { k: number; snippet: string; at: number };

const SNIPPET = 60;

/**
 * Finds the words of a query in the shown text of a module, case- and accent-blind, every
 * word in the same block. Hidden content is not searched: the reader cannot see it.
 */
export function searchModule(
  view: ModuleView,
  query: string,
  visibility: Visibility = EVERYTHING,
): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  const seen = new Set<number>();
  const consider = (k: number, text: string) => {
    if (seen.has(k) || !text) return;
    const folded = fold(text);
    if (!words.every((w) => folded.includes(w))) return;
    seen.add(k);
    const at = folded.indexOf(words[0]!);
    const start = Math.max(0, at - SNIPPET);
    const end = Math.min(text.length, at + words[0]!.length + SNIPPET);
    hits.push({
      k,
      at,
      snippet: `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`,
    });
  };
  consider(0, view.title);
  walkShown(view.body, visibility, (block: Block, runs) => consider(block.k, inlineText(runs)));
  collectRows(view.body, visibility, consider);
  return hits.sort((a, b) => a.k - b.k);
}

/** Parts rows hold their text outside inline runs: search them too. */
function collectRows(
  list: readonly Block[],
  visibility: Visibility,
  consider: (k: number, text: string) => void,
) {
  for (const b of list) {
    if (isHidden(b.applic, visibility)) continue;
    if (b.t === 'parts') {
      for (const row of b.rows) {
        if (!isHidden(row.applic, visibility))
          consider(b.k, `${row.item} ${row.partNumber} ${row.description}`);
      }
    }
    if ('c' in b && Array.isArray(b.c) && b.t !== 'para' && b.t !== 'title' && b.t !== 'field') {
      collectRows(b.c as Block[], visibility, consider);
    }
  }
}

/** Lower case without accents: "Ölfilter" finds "olfilter". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
