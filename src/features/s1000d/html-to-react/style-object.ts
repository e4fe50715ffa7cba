/** One CSS declaration of an inline style, as a React style object entry. */
export type StyleEntry = { key: string; value: string };

/** Splits on `;` outside quotes and parentheses: `url("a;b")` stays whole. */
function splitDeclarations(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(css.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `-webkit-transition` → `WebkitTransition`, `-ms-flex` → `msFlex`, `--brand` stays. */
export function stylePropertyKey(property: string): string {
  if (property.startsWith('--')) return property;
  const lower = property.toLowerCase();
  const unprefixed = lower.startsWith('-ms-') ? lower.slice(1) : lower;
  return unprefixed.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** An inline `style` attribute as React style entries, with the declarations it could not read. */
export function parseInlineStyle(css: string): { entries: StyleEntry[]; unreadable: string[] } {
  const entries: StyleEntry[] = [];
  const unreadable: string[] = [];
  for (const declaration of splitDeclarations(css)) {
    const colon = declaration.indexOf(':');
    const property = colon > 0 ? declaration.slice(0, colon).trim() : '';
    const value = colon > 0 ? declaration.slice(colon + 1).trim() : '';
    if (!/^-{0,2}[A-Za-z][\w-]*$/.test(property) || value === '') {
      unreadable.push(declaration);
      continue;
    }
    entries.push({ key: stylePropertyKey(property), value });
  }
  return { entries, unreadable };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `{{ color: "red", WebkitTransition: "none" }}` as JSX source. */
export function styleObjectSource(entries: readonly StyleEntry[]): string {
  const body = entries
    .map(
      ({ key, value }) =>
        `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(value)}`,
    )
    .join(', ');
  return `{{ ${body} }}`;
}
