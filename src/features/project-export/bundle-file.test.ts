import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TEXT } from './bundle.ts';
import { FILE_TEXT, readBundleBytes, ZIP_ENTRY, zipBundle } from './bundle-file.ts';

const text = '{"format":"ips-studio-projects","name":"Fahrrad 🚲"}';

describe('readBundleBytes', () => {
  it('reads the bundle of a .json file and of an export zip alike', () => {
    expect(readBundleBytes(strToU8(text))).toEqual({ ok: true, text });
    expect(readBundleBytes(zipBundle(text))).toEqual({ ok: true, text });
  });

  it('refuses a broken zip, a zip without the bundle and text that is not UTF-8', () => {
    const zip = zipBundle(text);
    expect(readBundleBytes(zip.slice(0, zip.length - 30))).toEqual({
      ok: false,
      message: FILE_TEXT.badZip,
    });
    expect(readBundleBytes(zipSync({ 'notes.txt': strToU8('hello') }))).toEqual({
      ok: false,
      message: FILE_TEXT.noBundle,
    });
    expect(readBundleBytes(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toEqual({
      ok: false,
      message: FILE_TEXT.notText,
    });
  });

  it('refuses a zip whose bundle would inflate past 10 MB, without inflating it', () => {
    const big = zipSync({ [ZIP_ENTRY]: new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(big.length).toBeLessThan(100_000);
    expect(readBundleBytes(big)).toEqual({ ok: false, message: BUNDLE_TEXT.tooLarge });
  });
});
