import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml, type S1000dXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** Loads a project's objects in a worker (xmldom); an object that does not load is named. */
export function loadProjectXml(files: Record<string, Uint8Array>): {
  objects: { key: string; xml: S1000dXml }[];
  unreadable: { key: string; message: string }[];
} {
  const objects: { key: string; xml: S1000dXml }[] = [];
  const unreadable: { key: string; message: string }[] = [];
  for (const [key, bytes] of Object.entries(files)) {
    try {
      objects.push({
        key,
        xml: loadXml(decodeXmlBytes(bytes), { parser: xmldomParser, fileName: key }),
      });
    } catch (error) {
      unreadable.push({ key, message: (error as Error).message });
    }
  }
  return { objects, unreadable };
}
