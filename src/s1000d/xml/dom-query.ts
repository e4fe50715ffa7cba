/** Small DOM helpers that behave the same on browser DOM and @xmldom/xmldom. */

export function childElements(el: Element | undefined, name?: string): Element[] {
  if (!el) return [];
  const out: Element[] = [];
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 1 && (name === undefined || (child as Element).localName === name))
      out.push(child as Element);
  }
  return out;
}

export function childElement(el: Element | undefined, name: string): Element | undefined {
  return childElements(el, name)[0];
}

/** First descendant (document order) whose local name is one of names. */
export function descendant(el: Element | undefined, names: readonly string[]): Element | undefined {
  if (!el) return undefined;
  for (const child of childElements(el)) {
    if (names.includes(child.localName)) return child;
    const found = descendant(child, names);
    if (found) return found;
  }
  return undefined;
}

export function descendants(el: Element | Document | undefined, name: string): Element[] {
  if (!el) return [];
  return Array.from(el.getElementsByTagName(name));
}

/** Text content with whitespace runs collapsed, as S1000D titles are displayed. */
export function textOf(el: Element | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
