import { LineIndexOfText } from './line-of-offset';

export type TextHit = { line: number; match: string; element?: string };

/**
 * Finds a regular expression in the text of an XML object (markup, comments and the DOCTYPE
 * are not text), optionally only inside elements of one name. Character references and the
 * five predefined entities are read as the characters they stand for. At most `max` hits.
 */
export function findInXmlText(xml: string, pattern: RegExp, scope?: string, max = 1000): TextHit[] {
  const lines = new LineIndexOfText(xml);
  const hits: TextHit[] = [];
  const stack: string[] = [];
  let inScope = scope ? 0 : 1;
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  const searchText = (start: number, end: number) => {
    if (inScope <= 0 || start >= end) return;
    const raw = xml.slice(start, end);
    const text = decode(raw);
    global.lastIndex = 0;
    for (let m = global.exec(text); m && hits.length < max; m = global.exec(text)) {
      if (m[0] === '') {
        global.lastIndex += 1;
        continue;
      }
      const before = decodePrefixLength(raw, m.index);
      hits.push({
        line: lines.lineOf(start + before),
        match: m[0],
        ...(stack.length ? { element: stack[stack.length - 1]! } : {}),
      });
    }
  };
  let i = 0;
  while (i < xml.length && hits.length < max) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      searchText(i, xml.length);
      break;
    }
    searchText(i, lt);
    if (xml.startsWith('<!--', lt)) i = end(xml, '-->', lt);
    else if (xml.startsWith('<![CDATA[', lt)) {
      const close = xml.indexOf(']]>', lt);
      searchCdata(lt + 9, close < 0 ? xml.length : close);
      i = close < 0 ? xml.length : close + 3;
    } else if (xml.startsWith('<!DOCTYPE', lt)) i = doctypeEnd(xml, lt);
    else if (xml[lt + 1] === '?' || xml[lt + 1] === '!') i = end(xml, '>', lt);
    else if (xml[lt + 1] === '/') {
      const name = stack.pop();
      if (scope && name === scope) inScope -= 1;
      i = end(xml, '>', lt);
    } else {
      const close = tagEnd(xml, lt);
      const name = /^<([^\s/>]+)/.exec(xml.slice(lt, close + 1))?.[1] ?? '';
      if (xml[close - 1] !== '/') {
        stack.push(name);
        if (scope && name === scope) inScope += 1;
      }
      i = close + 1;
    }
  }
  return hits;

  function searchCdata(start: number, stop: number) {
    if (inScope <= 0) return;
    global.lastIndex = 0;
    const text = xml.slice(start, stop);
    for (let m = global.exec(text); m && hits.length < max; m = global.exec(text)) {
      if (m[0] === '') {
        global.lastIndex += 1;
        continue;
      }
      hits.push({ line: lines.lineOf(start + m.index), match: m[0] });
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g, (all, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? all;
  });
}

/** How many raw characters hold the first `decodedLength` decoded characters. */
function decodePrefixLength(raw: string, decodedLength: number): number {
  let decoded = 0;
  let i = 0;
  while (i < raw.length && decoded < decodedLength) {
    const m = raw[i] === '&' ? /^&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/.exec(raw.slice(i)) : null;
    i += m ? m[0].length : 1;
    decoded += m ? decode(m[0]).length : 1;
  }
  return i;
}

const end = (xml: string, token: string, from: number) => {
  const at = xml.indexOf(token, from);
  return at < 0 ? xml.length : at + token.length;
};

function doctypeEnd(xml: string, from: number): number {
  const bracket = xml.indexOf('[', from);
  const close = xml.indexOf('>', from);
  if (bracket >= 0 && bracket < close) return end(xml, '>', end(xml, ']', bracket));
  return close < 0 ? xml.length : close + 1;
}

function tagEnd(xml: string, i: number): number {
  for (let j = i + 1; j < xml.length; j++) {
    const c = xml[j];
    if (c === '"' || c === "'") {
      j = xml.indexOf(c, j + 1);
      if (j < 0) return xml.length - 1;
    } else if (c === '>') return j;
  }
  return xml.length - 1;
}
