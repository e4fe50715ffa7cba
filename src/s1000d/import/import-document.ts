import { documentToHtml, type ImportFormat } from './document-to-html';
import {
  readSections,
  sectionsToModules,
  type ImportOptions,
  type ImportResult,
} from './html-to-modules';
import type { HtmlSection } from './html-sections';

export type DocumentReading =
  | { ok: true; format: ImportFormat; sections: HtmlSection[]; notes: string[] }
  | { ok: false; problem: string };

/**
 * Reads an HTML, Markdown or Word document into its sections (each image with its ICN code):
 * what the import page previews before the author chooses codes and titles.
 */
export async function readDocument(
  fileName: string,
  bytes: Uint8Array,
  options: Pick<ImportOptions, 'settings' | 'existing'>,
): Promise<DocumentReading> {
  const html = await documentToHtml(fileName, bytes);
  if (!html.ok) return html;
  const read = readSections(html.html, options);
  if (read.problems.length) return { ok: false, problem: read.problems.join(' ') };
  return { ok: true, format: html.format, sections: read.sections, notes: html.notes };
}

/** A document as data modules and ICN files in one step (the CLI's import). */
export async function importDocument(
  fileName: string,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<ImportResult> {
  const read = await readDocument(fileName, bytes, options);
  if (!read.ok) return { files: [], modules: [], problems: [read.problem], notes: [] };
  const result = sectionsToModules(read.sections, options);
  return { ...result, notes: [...read.notes, ...result.notes] };
}
