import type { SheetCells } from './read-brdp-index';

/**
 * Every sheet of an .xlsx as plain cells (read-excel-file: maintained, small, and built on
 * fflate, which the app already ships; decision 802). Throws a readable Error for a file
 * that is not an .xlsx workbook. The reader loads when a workbook is read, not with the BRDP
 * page: most visits never import a spreadsheet.
 */
export async function readXlsxCells(bytes: Uint8Array): Promise<SheetCells[]> {
  const buffer = bytes.buffer.slice(
    bytes.byteOffset,
    bytes.byteOffset + bytes.byteLength,
  ) as ArrayBuffer;
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  try {
    const sheets = await readXlsxFile(buffer);
    return sheets.map((s) => ({ name: s.sheet, rows: s.data }));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`This file is not an Excel workbook (.xlsx) that can be read: ${reason}`);
  }
}
