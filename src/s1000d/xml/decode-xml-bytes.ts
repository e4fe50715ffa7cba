import { XmlLoadError } from './xml-load-error';

/**
 * Decodes file bytes by BOM, then by the encoding declaration, as the XML specification says.
 * `start`: the bytes are a file's first part only, so a character cut at their end is left
 * out rather than refused.
 */
export function decodeXmlBytes(bytes: Uint8Array, { start = false } = {}): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decode('utf-8', bytes.subarray(3), start);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be', bytes.subarray(2), start);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', bytes.subarray(2), start);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  return decode(declared ?? 'utf-8', bytes, start);
}

function decode(encoding: string, bytes: Uint8Array, start: boolean): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: start });
  } catch {
    throw new XmlLoadError(
      'encoding',
      `The file cannot be read as ${encoding}: check its encoding declaration`,
    );
  }
}
