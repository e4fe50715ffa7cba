/**
 * Line numbers of elements, found by scanning the raw text: the browser DOM has none, and
 * the nth start tag in the text is the nth element in document order (entities are not
 * expanded into elements in S1000D objects).
 */
export function elementStartLines(text: string, from = 0): number[] {
  const lines: number[] = [];
  let line = 1;
  let pos = 0;
  const advanceTo = (to: number) => {
    for (let i = text.indexOf('\n', pos); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) line++;
    pos = to;
  };
  advanceTo(from);
  for (let i = text.indexOf('<', from); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text[i + 1];
    let skipTo: number | undefined;
    if (text.startsWith('<!--', i)) skipTo = text.indexOf('-->', i);
    else if (text.startsWith('<![CDATA[', i)) skipTo = text.indexOf(']]>', i);
    else if (next === '?' || next === '!') skipTo = text.indexOf('>', i);
    else if (next !== '/') {
      advanceTo(i);
      lines.push(line);
    }
    if (skipTo === -1) break;
    if (skipTo !== undefined) i = skipTo;
  }
  return lines;
}

/** Maps each element of a document to its line, lazily built on first use. */
export class LineIndex {
  private readonly text: string;
  private readonly from: number;
  private lines: number[] | undefined;
  private order: Map<Node, number> | undefined;
  private readonly root: Document;

  constructor(text: string, root: Document, from = 0) {
    this.text = text;
    this.root = root;
    this.from = from;
  }

  /** Line of an element, or of the element owning an attribute or holding a text node. */
  lineOf(node: Node): number | undefined {
    const element = elementOf(node);
    if (!element) return undefined;
    if (!this.lines || !this.order) {
      this.lines = elementStartLines(this.text, this.from);
      this.order = new Map();
      let n = 0;
      const walk = (el: Element) => {
        this.order!.set(el, n++);
        for (const child of Array.from(el.childNodes))
          if (child.nodeType === 1) walk(child as Element);
      };
      if (this.root.documentElement) walk(this.root.documentElement);
    }
    const index = this.order.get(element);
    return index === undefined ? undefined : this.lines[index];
  }
}

function elementOf(node: Node): Element | undefined {
  if (node.nodeType === 1) return node as Element;
  if (node.nodeType === 2) return (node as Attr).ownerElement ?? undefined;
  return node.parentNode && node.parentNode.nodeType === 1
    ? (node.parentNode as Element)
    : undefined;
}
