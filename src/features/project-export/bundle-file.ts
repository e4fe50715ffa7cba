import { strToU8, unzipSync, zipSync } from 'fflate';
import { BUNDLE_TEXT, MAX_BUNDLE_BYTES } from './bundle.ts';

/** The one file inside an export zip: the same bundle the .json download holds. */
export const ZIP_ENTRY = 'ips-studio-projects.json';

export const FILE_TEXT = {
  badZip: 'The file is not a valid zip archive and was not imported.',
  noBundle: `The zip file holds no ${ZIP_ENTRY} and was not imported.`,
  notText: 'The file is not valid UTF-8 text and was not imported.',
} as const;

export function zipBundle(text: string): Uint8Array {
  return zipSync({ [ZIP_ENTRY]: strToU8(text) }, { level: 6 });
}

/** Every zip starts with "PK"; JSON never does. */
const isZip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * The bundle text of a chosen .json or .zip file (told apart by content, not name), or why
 * not. A zip is inflated only for its bundle entry, and only when it declares at most 10 MB.
 */
export function readBundleBytes(bytes: Uint8Array):
  | { ok: true; text: string }
  | {
      ok: false;
      message: string;
    } {
  let data = bytes;
  if (isZip(bytes)) {
    let tooLarge = false;
    try {
      const files = unzipSync(bytes, {
        filter: (file) => {
          if (file.name !== ZIP_ENTRY) return false;
          tooLarge = file.originalSize > MAX_BUNDLE_BYTES;
          return !tooLarge;
        },
      });
      if (tooLarge) return { ok: false, message: BUNDLE_TEXT.tooLarge };
      const entry = files[ZIP_ENTRY];
      if (!entry) return { ok: false, message: FILE_TEXT.noBundle };
      data = entry;
    } catch {
      return { ok: false, message: FILE_TEXT.badZip };
    }
  }
  if (data.byteLength > MAX_BUNDLE_BYTES) return { ok: false, message: BUNDLE_TEXT.tooLarge };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return { ok: false, message: FILE_TEXT.notText };
  }
}
