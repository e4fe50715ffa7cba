/**
 * XML Schema regular expressions (what objectValue valueForm="pattern" holds, and what
 * s1kd-brexcheck compiles with libxml2's xmlRegexpCompile) translated to JavaScript.
 * Differences from JavaScript that matter: the pattern always matches the whole value;
 * ^ and $ are ordinary characters; . excludes only \n and \r; \s is [ \t\n\r]; \d, \w and
 * \i, \c are Unicode classes; classes may subtract ([a-z-[aeiou]]); there are no lazy
 * quantifiers, groups with (?, or backreferences. A pattern that is not valid XSD returns
 * null.
 */
export function translateXsdPattern(pattern: string): RegExp | null {
  try {
    const parser = new Parser(pattern);
    const body = parser.regExp();
    if (parser.pos !== pattern.length) return null;
    return new RegExp(`^(?:${body})$`, 'u');
  } catch {
    return null;
  }
}

class Invalid extends Error {}

const MULTI: Record<string, string> = {
  s: '[ \\t\\n\\r]',
  S: '[^ \\t\\n\\r]',
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  w: '[^\\p{P}\\p{Z}\\p{C}]',
  W: '[\\p{P}\\p{Z}\\p{C}]',
  i: '[\\p{L}_:]',
  I: '[^\\p{L}_:]',
  c: '[\\p{L}\\p{Nd}\\p{Mn}\\p{Mc}._:\\-\\u00B7]',
  C: '[^\\p{L}\\p{Nd}\\p{Mn}\\p{Mc}._:\\-\\u00B7]',
};
// Inside a class the multi-character escapes must be bare class items.
const MULTI_IN_CLASS: Record<string, string> = {
  s: ' \\t\\n\\r',
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  i: '\\p{L}_:',
  c: '\\p{L}\\p{Nd}\\p{Mn}\\p{Mc}._:\\-\\u00B7',
};
const SINGLE = new Set([
  'n',
  'r',
  't',
  '\\',
  '|',
  '.',
  '-',
  '^',
  '?',
  '*',
  '+',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
]);
const CONTROL: Record<string, string> = { n: '\\n', r: '\\r', t: '\\t' };
const CATEGORY = /^(L[ultmo]?|M[nce]?|N[dlo]?|P[cdseifo]?|Z[slp]?|S[mcko]?|C[cfon]?)$/;

/** A literal character, escaped for a JavaScript pattern (u flag). */
function literal(char: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(char) ? `\\${char}` : char;
}

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  private peek() {
    return this.text[this.pos];
  }

  regExp(): string {
    const branches = [this.branch()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.branch());
    }
    return branches.join('|');
  }

  private branch(): string {
    let out = '';
    while (this.pos < this.text.length && this.peek() !== '|' && this.peek() !== ')') {
      out += this.atom() + this.quantifier();
    }
    return out;
  }

  private quantifier(): string {
    const c = this.peek();
    if (c === '?' || c === '*' || c === '+') {
      this.pos++;
      return c;
    }
    if (c !== '{') return '';
    const m = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.pos));
    if (!m) throw new Invalid();
    if (m[3] && Number(m[3]) < Number(m[1])) throw new Invalid();
    this.pos += m[0].length;
    return m[0];
  }

  private atom(): string {
    const c = this.text[this.pos++]!;
    switch (c) {
      case '(': {
        if (this.peek() === '?') throw new Invalid();
        const inner = this.regExp();
        if (this.text[this.pos++] !== ')') throw new Invalid();
        return `(?:${inner})`;
      }
      case '[':
        return this.charClass();
      case '.':
        return '[^\\n\\r]';
      case '\\':
        return this.escape(false);
      case '?':
      case '*':
      case '+':
      case '{':
      case '}':
      case ']':
      case ')':
        throw new Invalid();
      default:
        return literal(c);
    }
  }

  /** After a backslash; inClass gives the class-item form of multi-character escapes. */
  private escape(inClass: boolean): string {
    const c = this.text[this.pos++];
    if (c === undefined) throw new Invalid();
    if (CONTROL[c]) return CONTROL[c];
    if (SINGLE.has(c)) return literal(c);
    if (c === 'p' || c === 'P') {
      const m = /^\{([A-Za-z0-9-]+)\}/.exec(this.text.slice(this.pos));
      if (!m || !CATEGORY.test(m[1]!)) throw new Invalid();
      this.pos += m[0].length;
      return `\\${c}{${m[1]}}`;
    }
    if (inClass) {
      const item = MULTI_IN_CLASS[c];
      if (item) return item;
      if (MULTI[c]) throw new Invalid(); // a negated multi-escape inside a class: not supported
    } else if (MULTI[c]) return MULTI[c];
    throw new Invalid();
  }

  private charClass(): string {
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    let items = '';
    let first = true;
    for (;;) {
      const c = this.peek();
      if (c === undefined) throw new Invalid();
      if (c === ']' && !first) {
        this.pos++;
        return negated ? `[^${items}]` : `[${items}]`;
      }
      if (c === '-' && this.text[this.pos + 1] === '[' && !first) {
        this.pos += 2;
        const subtracted = this.charClass();
        if (this.text[this.pos++] !== ']') throw new Invalid();
        const base = negated ? `[^${items}]` : `[${items}]`;
        return `(?:(?!${subtracted})${base})`;
      }
      if (c === '[') throw new Invalid();
      items += this.classAtom(first);
      first = false;
    }
  }

  private classAtom(first: boolean): string {
    const start = this.singleClassChar(first);
    if (this.peek() === '-' && this.text[this.pos + 1] !== ']' && this.text[this.pos + 1] !== '[') {
      this.pos++;
      const end = this.singleClassChar(false);
      if (start.multi || end.multi) throw new Invalid();
      if (start.code > end.code) throw new Invalid();
      return `${start.text}-${end.text}`;
    }
    return start.text;
  }

  private singleClassChar(first: boolean): { text: string; code: number; multi: boolean } {
    const c = this.text[this.pos]!;
    if (c === '\\') {
      this.pos++;
      const next = this.peek()!;
      const text = this.escape(true);
      const code = CONTROL[next]
        ? { n: 10, r: 13, t: 9 }[next as 'n' | 'r' | 't']
        : next.codePointAt(0)!;
      return { text, code, multi: !(SINGLE.has(next) || CONTROL[next]) };
    }
    if (c === '-' && !first && this.text[this.pos + 1] !== ']') throw new Invalid();
    const char = String.fromCodePoint(this.text.codePointAt(this.pos)!);
    this.pos += char.length;
    return { text: literal(char), code: char.codePointAt(0)!, multi: false };
  }
}
