/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import {
  analyzePublication,
  type PublicationReport,
} from '../../../../s1000d/publication/analyze-publication.ts';
import { decodeXmlBytes } from '../../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

export type AnalyzerAnswer =
  { ok: true; report: PublicationReport } | { ok: false; problem: string };

/** The publication analyzer off the page's thread (xmldom: workers have no DOMParser). */
const api = {
  analyze(bytes: Uint8Array, fileName: string, rows: ObjectListing[]): AnalyzerAnswer {
    try {
      const xml = loadXml(decodeXmlBytes(bytes), { fileName, parser: xmldomParser });
      if (xml.type !== 'publicationModule')
        return { ok: false, problem: `${fileName} is not a publication module.` };
      return { ok: true, report: analyzePublication(xml, rows) };
    } catch (error) {
      return { ok: false, problem: (error as Error).message };
    }
  },
};

export type AnalyzerWorkerApi = typeof api;
expose(api);
