/// <reference lib="webworker" />
import { expose } from 'comlink';
import { isKnownIssue } from '../../../../s1000d/brex/default-brex.ts';
import type { SchemaSet } from '../../../../s1000d/schemas/schema-set.ts';
import {
  lookUpName,
  namesInXml,
  readBrexValueRules,
} from '../../../../s1000d/schemas/name-lookup.ts';
import { indexSchemaSet } from '../../../../s1000d/schemas/xsd-model.ts';
import { decodeXmlBytes } from '../../../../s1000d/xml/decode-xml-bytes.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';
import { loadDefaultBrexBytes } from '../../common/default-brex-files.ts';

export type LookupJob = {
  query: string;
  issue: string;
  set?: SchemaSet;
  projectBrexText?: string;
  /** The project's objects by key, to say which use the name. */
  objects?: Record<string, string>;
};

/** An element or attribute looked up in the schemas, the BREX and the project, off the page's thread. */
const api = {
  async lookUp(job: LookupJob) {
    const defaultBrex = isKnownIssue(job.issue)
      ? readBrexValueRules(decodeXmlBytes(await loadDefaultBrexBytes(job.issue)), xmldomParser)
      : [];
    return lookUpName(job.query, {
      ...(job.set ? { index: indexSchemaSet(job.set, xmldomParser) } : {}),
      defaultBrex,
      ...(job.projectBrexText
        ? { projectBrex: readBrexValueRules(job.projectBrexText, xmldomParser) }
        : {}),
      ...(job.objects
        ? {
            objectNames: new Map(
              Object.entries(job.objects).map(([key, text]) => [key, namesInXml(text)]),
            ),
          }
        : {}),
    });
  },
};

export type LookupWorkerApi = typeof api;
expose(api);
