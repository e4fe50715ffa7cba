import type { S1000dXml } from '../../xml/load-xml';

/** Where an element sits in the raw text: its start tag, and the whole element. */
export type ElementRange = {
  start: number;
  startTagEnd: number;
  end: number;
  selfClosing: boolean;
};

/**
 * Edits an object's text in place, so that everything not edited stays byte for byte: the
 * XML declaration, the DOCTYPE internal subset, attribute order and quoting, whitespace and
 * comments. Elements are found in the DOM and located in the text by document order (the
 * nth start tag is the nth element; S1000D objects expand no entities into elements).
 */
export class TextEditor {
  private readonly text: string;
  private readonly ranges: ElementRange[];
  private readonly order = new Map<Node, number>();
  private readonly edits: { from: number; to: number; text: string }[] = [];
  private readonly attributes = new Map<ElementRange, Record<string, string | null>>();

  constructor(xml: S1000dXml) {
    this.text = xml.text;
    this.ranges = elementRanges(xml.text, xml.doctype?.end ?? 0);
    let n = 0;
    const walk = (el: Element) => {
      this.order.set(el, n++);
      for (const child of Array.from(el.childNodes))
        if (child.nodeType === 1) walk(child as Element);
    };
    walk(xml.document.documentElement);
    if (n !== this.ranges.length) {
      throw new Error(`text has ${this.ranges.length} start tags, the DOM ${n} elements`);
    }
  }

  range(el: Element): ElementRange {
    const index = this.order.get(el);
    const range = index === undefined ? undefined : this.ranges[index];
    if (!range) throw new Error(`element <${el.localName}> is not in this document`);
    return range;
  }

  /** Sets (string) or removes (null) attributes on an element's start tag. */
  setAttributes(el: Element, values: Record<string, string | null>) {
    const r = this.range(el);
    const pending = this.attributes.get(r);
    this.attributes.set(r, { ...pending, ...values });
  }

  private attributeEdit(r: ElementRange, values: Record<string, string | null>) {
    const tag = this.text.slice(r.start, r.startTagEnd);
    let updated = tag;
    for (const [name, value] of Object.entries(values)) {
      const escaped = name.replace(/[.:]/g, '\\$&');
      const m = new RegExp(`(\\s+)${escaped}(\\s*=\\s*)("[^"]*"|'[^']*')`).exec(updated);
      if (m) {
        const quote = m[3]![0]!;
        const replacement =
          value === null ? '' : `${m[1]}${name}${m[2]}${quote}${escapeAttribute(value)}${quote}`;
        updated = updated.slice(0, m.index) + replacement + updated.slice(m.index + m[0].length);
      } else if (value !== null) {
        const close = updated.endsWith('/>') ? '/>' : '>';
        const body = updated.slice(0, -close.length);
        const trailing = /\s*$/.exec(body)![0];
        updated = `${body.slice(0, body.length - trailing.length)} ${name}="${escapeAttribute(value)}"${trailing}${close}`;
      }
    }
    if (updated !== tag) this.edits.push({ from: r.start, to: r.startTagEnd, text: updated });
  }

  /** Replaces what is between the element's tags (a self-closing element gets an end tag). */
  replaceContent(el: Element, content: string) {
    const r = this.range(el);
    if (r.selfClosing) {
      const tag = this.text.slice(r.start, r.startTagEnd);
      this.edits.push({
        from: r.start,
        to: r.end,
        text: `${tag.slice(0, -2).replace(/\s+$/, '')}>${content}</${tagName(tag)}>`,
      });
      return;
    }
    const endTag = this.text.lastIndexOf('</', r.end - 1);
    this.edits.push({ from: r.startTagEnd, to: endTag, text: content });
  }

  /** Removes an element; an element on lines of its own takes those lines with it. */
  remove(el: Element) {
    const r = this.range(el);
    let from = r.start;
    let to = r.end;
    const lineStart = this.text.lastIndexOf('\n', from - 1) + 1;
    if (/^[ \t]*$/.test(this.text.slice(lineStart, from))) {
      from = lineStart;
      const rest = /^[ \t]*\r?\n/.exec(this.text.slice(to, to + 200));
      if (rest) to += rest[0].length;
      else from = r.start;
    }
    this.edits.push({ from, to, text: '' });
  }

  /** Replaces a whole element, tags included. */
  replaceElement(el: Element, markup: string) {
    const r = this.range(el);
    this.edits.push({ from: r.start, to: r.end, text: markup });
  }

  /** Inserts markup as the first child of an element. */
  prepend(el: Element, markup: string) {
    const r = this.range(el);
    if (r.selfClosing) this.replaceContent(el, markup);
    else this.edits.push({ from: r.startTagEnd, to: r.startTagEnd, text: markup });
  }

  /** The text of an element as written, tags included. */
  slice(el: Element): string {
    const r = this.range(el);
    return this.text.slice(r.start, r.end);
  }

  insertBefore(el: Element, markup: string) {
    const r = this.range(el);
    this.edits.push({ from: r.start, to: r.start, text: markup });
  }

  /** Appends markup as the last child of an element. */
  append(el: Element, markup: string) {
    const r = this.range(el);
    if (r.selfClosing) {
      this.replaceContent(el, markup);
      return;
    }
    const endTag = this.text.lastIndexOf('</', r.end - 1);
    this.edits.push({ from: endTag, to: endTag, text: markup });
  }

  /** The edited text; edits inside a removed or replaced span give way to it. */
  result(): string {
    for (const [range, values] of this.attributes) this.attributeEdit(range, values);
    this.attributes.clear();
    const sorted = [...this.edits].sort((a, b) => b.from - a.from || b.to - a.to);
    let text = this.text;
    let floor = Infinity;
    for (const edit of sorted) {
      if (edit.to > floor) continue;
      text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
      if (edit.to > edit.from) floor = edit.from;
    }
    return text;
  }
}

function tagName(startTag: string): string {
  return /^<([^\s/>]+)/.exec(startTag)?.[1] ?? '';
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An attribute value as a serialiser writes it: also > and the tab and line breaks as
 * references, which attribute-value normalisation would otherwise turn into spaces.
 */
export function escapeAttributeExactly(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

/** Start tag and element extents of every element, in document order. */
export function elementRanges(text: string, from = 0): ElementRange[] {
  const ranges: ElementRange[] = [];
  const open: number[] = [];
  for (let i = text.indexOf('<', from); i >= 0; i = text.indexOf('<', i + 1)) {
    if (text.startsWith('<!--', i)) i = text.indexOf('-->', i);
    else if (text.startsWith('<![CDATA[', i)) i = text.indexOf(']]>', i);
    else if (text[i + 1] === '?' || text[i + 1] === '!') i = text.indexOf('>', i);
    else if (text[i + 1] === '/') {
      const close = text.indexOf('>', i);
      const index = open.pop();
      if (index !== undefined) ranges[index]!.end = close + 1;
      i = close;
    } else {
      const end = startTagEnd(text, i);
      const selfClosing = text[end - 1] === '/';
      ranges.push({ start: i, startTagEnd: end + 1, end: end + 1, selfClosing });
      if (!selfClosing) open.push(ranges.length - 1);
      i = end;
    }
    if (i < 0) break;
  }
  return ranges;
}

function startTagEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '"' || c === "'") j = text.indexOf(c, j + 1);
    else if (c === '>') return j;
    if (j < 0) break;
  }
  return text.length - 1;
}
