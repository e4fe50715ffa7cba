/** A sentence of a text unit: its text and where it starts and ends in the unit's text. */
export type Sentence = { text: string; start: number; end: number };

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|approx|fig|para|ref|no|nos|max|min|vs|dia|assy)\.$/i;

/**
 * Splits text at a full stop, question mark or exclamation mark followed by a space and a
 * capital letter, digit or opening mark, or at the end of the text (a colon before a list ends
 * the paragraph's text, R8.4). Decimal numbers and the usual abbreviations do not split.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed)
      out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    start = end;
  };
  const boundary = /[.!?]+(?=\s+["'“(]?[\p{Lu}\p{N}]|\s*$)/gu;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const end = m.index + m[0].length;
    if (m[0] === '.' && ABBREVIATIONS.test(text.slice(Math.max(0, m.index - 8), end))) continue;
    push(end);
  }
  push(text.length);
  return out;
}

/** Units of measure that make one word with the number before them (R8.6). */
const UNITS = new Set(
  'mm cm m km in ft yd mi kg g mg lb oz t n nm kn v mv kv a ma w kw hp pa kpa mpa bar psi l ml s ms min h hz khz rpm % °c °f °'.split(
    ' ',
  ),
);

export type Word = { text: string; start: number; end: number };

/**
 * The words of a sentence as ASD-STE100 counts them: text in parentheses or quotation marks
 * is one word (R8.5, R8.6), a number and its unit are one word, hyphenated words are one
 * word (R8.7), and punctuation alone is no word.
 */
export function wordsOf(sentence: string): Word[] {
  const words: Word[] = [];
  const token = /\([^()]*\)|"[^"]*"|“[^”]*”|[^\s]+/g;
  for (let m = token.exec(sentence); m; m = token.exec(sentence)) {
    const text = m[0];
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const previous = words[words.length - 1];
    const bare = text.replace(/[.,:!?]+$/, '').toLowerCase();
    if (previous && /^[\d.,/]+$/.test(previous.text) && UNITS.has(bare)) {
      previous.text = sentence.slice(previous.start, m.index + text.length);
      previous.end = m.index + text.length;
      continue;
    }
    const stripped = text.replace(/[.,:!?]+$/, '');
    words.push({ text: stripped, start: m.index, end: m.index + stripped.length });
  }
  return words;
}
