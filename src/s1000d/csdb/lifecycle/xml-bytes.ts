import { decodeXmlBytes } from '../../xml/decode-xml-bytes';

/** The text of stored bytes, and what it takes to write an edited text back the same way. */
export type XmlText = { text: string; bom: boolean; encoding: 'utf-8' | 'latin1' };

export function readXmlText(bytes: Uint8Array): XmlText {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bytes[0] === 0xfe || bytes[0] === 0xff || bytes[1] === 0x00) {
    throw new Error('UTF-16 objects cannot be edited here; save the object as UTF-8 first');
  }
  const text = decodeXmlBytes(bytes);
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text)?.[1];
  const latin =
    declared !== undefined && /^(iso-8859-1|latin-?1|l1|cp819|us-ascii|ascii)$/i.test(declared);
  return { text, bom, encoding: latin ? 'latin1' : 'utf-8' };
}

/** Encodes an edited text as the original was: same encoding, same byte order mark. */
export function writeXmlText(original: XmlText, text: string): Uint8Array {
  if (original.encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!original.bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  // ISO-8859-1: characters beyond it become character references, which XML reads back the same.
  const parts: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code <= 0xff) parts.push(code);
    else for (const c of `&#${code};`) parts.push(c.charCodeAt(0));
  }
  return Uint8Array.from(parts);
}
