import mammoth from 'mammoth';
import { marked } from 'marked';
import { formatBytes } from '../csdb/limits';

export const IMPORT_FORMATS = ['html', 'markdown', 'docx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One document per import; Word files with many photographs stay well inside it. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

export type DocumentHtml =
  | { ok: true; format: ImportFormat; html: string; notes: string[] }
  | { ok: false; problem: string };

const EXTENSIONS: Record<string, ImportFormat> = {
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  md: 'markdown',
  markdown: 'markdown',
  docx: 'docx',
};

/** The format a file name says, or null. */
export function importFormatOf(fileName: string): ImportFormat | null {
  return EXTENSIONS[/\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''] ?? null;
}

/** Why a file is refused before it is read, or null. */
function refusal(fileName: string, bytes: Uint8Array, format: ImportFormat | null): string | null {
  if (/\.xml$/i.test(fileName))
    return `${fileName} is XML: S1000D objects are imported through Upload; this import reads HTML, Markdown and Word (.docx) documents.`;
  if (/\.doc$/i.test(fileName))
    return `${fileName} is a Word 97-2003 document: save it as .docx in Word and import that.`;
  if (!format)
    return `${fileName} is not a document this import reads: choose an HTML (.html), Markdown (.md) or Word (.docx) file.`;
  if (bytes.length === 0) return `${fileName} is empty.`;
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return `${fileName} is ${formatBytes(bytes.length)}, more than the limit of ${formatBytes(MAX_DOCUMENT_BYTES)} for one document.`;
  if (format === 'docx' && !(bytes[0] === 0x50 && bytes[1] === 0x4b))
    return `${fileName} is not a Word document: a .docx file is a ZIP package, and this one is not.`;
  return null;
}

async function docxToHtml(fileName: string, bytes: Uint8Array): Promise<DocumentHtml> {
  const copy = bytes.slice().buffer;
  // mammoth's Node build opens `buffer`, its browser build `arrayBuffer`: one input serves both.
  const input = { arrayBuffer: copy, buffer: copy };
  try {
    const result = await mammoth.convertToHtml(input, { externalFileAccess: false });
    const notes = result.messages.map((m) => `Word: ${m.message}`);
    return { ok: true, format: 'docx', html: result.value, notes };
  } catch (error) {
    return {
      ok: false,
      problem: `${fileName} could not be read as a Word document (${(error as Error).message.replace(/\s+/g, ' ').trim()}).`,
    };
  }
}

/**
 * A document as HTML, the one form the import splits: HTML as it is, Markdown through marked
 * (GitHub tables included), Word through mammoth (headings by style, tables with merged
 * cells, lists, images embedded as data URIs; linked files are never fetched).
 */
export async function documentToHtml(fileName: string, bytes: Uint8Array): Promise<DocumentHtml> {
  const format = importFormatOf(fileName);
  const refused = refusal(fileName, bytes, format);
  if (refused || !format) return { ok: false, problem: refused ?? '' };
  if (format === 'docx') return docxToHtml(fileName, bytes);
  const text = new TextDecoder().decode(bytes);
  if (format === 'html') return { ok: true, format, html: text, notes: [] };
  return { ok: true, format, html: marked.parse(text, { async: false, gfm: true }), notes: [] };
}
