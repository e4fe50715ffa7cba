/// <reference lib="webworker" />
import { expose } from 'comlink';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { readDdn, reconcileDdn, type DdnReconciliation } from '../../../../s1000d/refs/ddn.ts';
import {
  readDdnHeader,
  reconcileDdnWithProject,
  type DdnHeader,
  type DdnProjectCheck,
} from '../../../../s1000d/refs/ddn-project.ts';
import { decodeXmlBytes } from '../../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

export type DdnReading =
  | {
      ok: true;
      header: DdnHeader;
      items: number;
      /** Against the files chosen with the DDN. */
      files: DdnReconciliation;
      project: DdnProjectCheck;
    }
  | { ok: false; problem: string };

/** Reads a DDN and reconciles its delivery list, off the page's thread. */
const api = {
  read(bytes: Uint8Array, fileName: string, others: string[], rows: ObjectListing[]): DdnReading {
    try {
      const xml = loadXml(decodeXmlBytes(bytes), { fileName, parser: xmldomParser });
      if (xml.type !== 'ddn')
        return {
          ok: false,
          problem: `${fileName} is not a data dispatch note (its root is not <ddn>).`,
        };
      const ddn = readDdn(xml);
      return {
        ok: true,
        header: readDdnHeader(xml),
        items: ddn.items.length,
        files: reconcileDdn(ddn, others, fileName),
        project: reconcileDdnWithProject(ddn, rows),
      };
    } catch (error) {
      return { ok: false, problem: (error as Error).message };
    }
  },
};

export type DdnWorkerApi = typeof api;
expose(api);
