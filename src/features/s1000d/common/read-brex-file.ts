import { readBrex } from '../../../s1000d/brex/read-brex.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

/** The rules of a BREX file, read in a worker (xmldom: workers have no DOMParser). */
export const readBrexFile = (file: NamedFile) =>
  readBrex(
    loadXml(typeof file.bytes === 'string' ? file.bytes : decodeXmlBytes(file.bytes), {
      fileName: file.name,
      parser: xmldomParser,
    }),
  );
