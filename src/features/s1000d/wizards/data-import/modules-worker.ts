/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { planUpload, type UploadDecision } from '../../../../s1000d/csdb/upload-plan.ts';
import type { HtmlSection } from '../../../../s1000d/import/html-sections.ts';
import {
  sectionsToModules,
  type ImportOptions,
  type ImportResult,
} from '../../../../s1000d/import/html-to-modules.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

/** The modules the read sections make, off the page's thread: the preview, then the import. */
const api = {
  /** The preview: the modules the sections and the author's choices make. */
  build: (sections: HtmlSection[], options: ImportOptions): ImportResult => {
    const result = sectionsToModules(sections, options);
    // The preview needs the codes and messages, not the bytes.
    return { ...result, files: [] };
  },

  /** The modules and ICNs, decided as an upload against the library (the same checks). */
  async plan(
    sections: HtmlSection[],
    options: ImportOptions,
    rows: ObjectListing[],
  ): Promise<{ result: ImportResult; decisions: UploadDecision[] }> {
    const result = sectionsToModules(sections, options);
    const files = result.files.map((f) => ({ path: f.name, bytes: f.bytes }));
    const decisions = result.problems.length
      ? []
      : await planUpload(files, rows, { parser: xmldomParser });
    const buffers = decisions.flatMap((d) => (d.bytes ? [d.bytes.buffer as ArrayBuffer] : []));
    return transfer({ result: { ...result, files: [] }, decisions }, buffers);
  },
};

export type ModulesWorkerApi = typeof api;
expose(api);
