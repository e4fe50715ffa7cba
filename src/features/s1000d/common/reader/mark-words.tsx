import type { ReactNode } from 'react';
import { fold } from '../../../../s1000d/reader/search.ts';

/** Marks the search's words in a text (accent- and case-blind); the text stays text. */
export function markWords(text: string, search: string): ReactNode {
  const words = fold(search)
    .split(/\s+/)
    .filter((w) => w.length > 1);
  if (words.length === 0 || fold(text).length !== text.length) return text;
  const folded = fold(text);
  const parts: ReactNode[] = [];
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let word = '';
    for (const w of words) {
      const found = folded.indexOf(w, at);
      if (found >= 0 && (next < 0 || found < next)) [next, word] = [found, w];
    }
    if (next < 0) break;
    parts.push(text.slice(at, next));
    parts.push(
      <mark key={next} className="rounded bg-yellow-200 text-inherit">
        {text.slice(next, next + word.length)}
      </mark>,
    );
    at = next + word.length;
  }
  parts.push(text.slice(at));
  return parts;
}
