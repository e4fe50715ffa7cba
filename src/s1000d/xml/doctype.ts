/** An <!ENTITY> declaration; ICNs are unparsed entities (SYSTEM "file" NDATA notation). */
export type EntityDeclaration = {
  name: string;
  parameter: boolean;
  value?: string;
  publicId?: string;
  systemId?: string;
  notation?: string;
};

export type NotationDeclaration = { name: string; publicId?: string; systemId?: string };

/** The DOCTYPE as written, because browsers drop the internal subset from the DOM. */
export type Doctype = {
  name: string;
  /** The exact text from "<!DOCTYPE" to the closing ">", re-emitted on save. */
  raw: string;
  start: number;
  end: number;
  internalSubset?: string;
  entities: EntityDeclaration[];
  notations: NotationDeclaration[];
};

/** Finds the DOCTYPE in the prolog (after the XML declaration, comments and PIs). */
export function extractDoctype(text: string): Doctype | undefined {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('<?', i)) i = after(text, '?>', i);
    else if (text.startsWith('<!--', i)) i = after(text, '-->', i);
    else break;
    if (i < 0) return undefined;
  }
  if (!text.startsWith('<!DOCTYPE', i)) return undefined;
  const start = i;
  let subsetStart = -1;
  let subsetEnd = -1;
  for (i += 9; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = text.indexOf(c, i + 1);
    else if (subsetStart >= 0 && text.startsWith('<!--', i)) i = after(text, '-->', i) - 1;
    else if (c === '[' && subsetStart < 0) subsetStart = i + 1;
    else if (c === ']' && subsetStart >= 0 && subsetEnd < 0) subsetEnd = i;
    else if (c === '>' && (subsetStart < 0 || subsetEnd >= 0)) break;
    if (i < 0) return undefined;
  }
  if (i >= text.length) return undefined;
  const end = i + 1;
  const internalSubset = subsetStart >= 0 ? text.slice(subsetStart, subsetEnd) : undefined;
  const doctype: Doctype = {
    name: /^<!DOCTYPE\s+([^\s[>]+)/.exec(text.slice(start, end))?.[1] ?? '',
    raw: text.slice(start, end),
    start,
    end,
    entities: [],
    notations: [],
  };
  if (internalSubset !== undefined) {
    doctype.internalSubset = internalSubset;
    readDeclarations(internalSubset, doctype);
  }
  return doctype;
}

function after(text: string, token: string, from: number): number {
  const at = text.indexOf(token, from);
  return at < 0 ? -1 : at + token.length;
}

const DECLARATION = /<!(ENTITY|NOTATION)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const TOKEN = /"([^"]*)"|'([^']*)'|([^\s"']+)/g;

function readDeclarations(subset: string, doctype: Doctype) {
  const withoutComments = subset.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of withoutComments.matchAll(DECLARATION)) {
    const tokens = [...m[2]!.matchAll(TOKEN)].map((t) => ({
      quoted: t[3] === undefined,
      text: t[1] ?? t[2] ?? t[3]!,
    }));
    if (m[1] === 'NOTATION') {
      const [name, ...rest] = tokens;
      if (name) doctype.notations.push({ name: name.text, ...externalId(rest) });
      continue;
    }
    const parameter = tokens[0]?.text === '%' && !tokens[0].quoted;
    const [name, ...rest] = parameter ? tokens.slice(1) : tokens;
    if (!name) continue;
    const entity: EntityDeclaration = { name: name.text, parameter };
    if (rest[0]?.quoted) entity.value = rest[0].text;
    else Object.assign(entity, externalId(rest));
    const ndata = rest.findIndex((t) => !t.quoted && t.text === 'NDATA');
    if (ndata >= 0 && rest[ndata + 1]) entity.notation = rest[ndata + 1]!.text;
    doctype.entities.push(entity);
  }
}

function externalId(tokens: { quoted: boolean; text: string }[]) {
  const keyword = tokens[0]?.text;
  if (keyword === 'SYSTEM' && tokens[1]?.quoted) return { systemId: tokens[1].text };
  if (keyword === 'PUBLIC' && tokens[1]?.quoted) {
    return tokens[2]?.quoted
      ? { publicId: tokens[1].text, systemId: tokens[2].text }
      : { publicId: tokens[1].text };
  }
  return {};
}
