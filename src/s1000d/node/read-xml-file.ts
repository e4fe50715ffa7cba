import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml, type LoadXmlOptions, type S1000dXml } from '../xml/load-xml';
import { xmldomParser } from './xmldom-parser';

/** Reads and loads a CSDB object from disk with xmldom; fileName is the base name. */
export function readXmlFile(path: string, options: LoadXmlOptions = {}): S1000dXml {
  const text = decodeXmlBytes(readFileSync(path));
  return loadXml(text, { parser: xmldomParser, fileName: basename(path), ...options });
}
