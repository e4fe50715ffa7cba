import { readXmlText, writeXmlText, type XmlText } from '../csdb/lifecycle/xml-bytes';

/**
 * The text an author edits and the bytes a save stores. The text is the stored bytes decoded
 * as they were written (UTF-8 or ISO-8859-1, byte order mark remembered), never parsed and
 * re-serialised, so the XML declaration and the DOCTYPE internal subset stay byte for byte.
 */
export type EditorText = XmlText;

export const openForEditing = (bytes: Uint8Array): EditorText => readXmlText(bytes);

export const bytesForSaving = (opened: EditorText, text: string): Uint8Array =>
  writeXmlText(opened, text);
