/// <reference lib="webworker" />
import { expose } from 'comlink';
import { diffBrex, summarizeBrex } from '../../../s1000d/brex/brex-summary.ts';
import { readBrex } from '../../../s1000d/brex/read-brex.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

const rulesOf = (file: NamedFile) =>
  readBrex(
    loadXml(typeof file.bytes === 'string' ? file.bytes : decodeXmlBytes(file.bytes), {
      fileName: file.name,
      parser: xmldomParser,
    }),
  );

/** BREX summaries and diffs off the page's thread (workers have no DOMParser: xmldom). */
const api = {
  /** What each BREX holds; a file that is not a readable BREX gets its message instead. */
  summarize(files: NamedFile[]) {
    return files.map((file) => {
      try {
        return { name: file.name, summary: summarizeBrex(rulesOf(file)) };
      } catch (error) {
        return { name: file.name, error: (error as Error).message };
      }
    });
  },
  /** What changed from one BREX issue to another. */
  diff(before: NamedFile, after: NamedFile) {
    return diffBrex(rulesOf(before), rulesOf(after));
  },
};

export type BrexInfoApi = typeof api;

expose(api);
