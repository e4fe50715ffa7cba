import { Inflate } from 'fflate';
import { DEFAULT_CSDB_LIMITS, formatBytes, type CsdbLimits } from './limits';

/** A file taken from an upload: its path (inside ZIPs: "set.zip/DMC-….XML") and bytes. */
export type UploadFile = { path: string; bytes: Uint8Array };

export type ZipRefusal = { path: string; message: string };

export type Expanded = { files: UploadFile[]; refused: ZipRefusal[] };

type Entry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const CHUNK = 16 * 1024;

export function isZip(path: string, bytes: Uint8Array): boolean {
  return (
    /\.zip$/i.test(path) ||
    (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
  );
}

/**
 * Opens ZIPs in an upload (and ZIPs inside them, up to a nesting limit) into their files.
 * A ZIP is judged by its central directory before anything is inflated: too many entries,
 * too much declared content, or a compression ratio no real CSDB reaches (a ZIP bomb) refuse
 * the whole archive unopened. While inflating, an entry that yields more bytes than it
 * declared is stopped at once (decision 141). Other files pass through unchanged.
 */
export function expandUploads(
  inputs: readonly UploadFile[],
  limits: Partial<CsdbLimits> = {},
): Expanded {
  const all = { ...DEFAULT_CSDB_LIMITS, ...limits };
  const result: Expanded = { files: [], refused: [] };
  const budget = { bytes: all.maxZipTotalBytes, entries: all.maxZipEntries };
  for (const input of inputs) expandOne(input, all, 0, budget, result);
  return result;
}

function expandOne(
  input: UploadFile,
  limits: CsdbLimits,
  depth: number,
  budget: { bytes: number; entries: number },
  result: Expanded,
) {
  if (!isZip(input.path, input.bytes)) {
    result.files.push(input);
    return;
  }
  if (depth >= limits.maxZipNesting) {
    result.refused.push({
      path: input.path,
      message: `${input.path}: refused, ZIPs are opened only ${limits.maxZipNesting} levels deep (the limit).`,
    });
    return;
  }
  const opened = openZip(input, limits, budget);
  if ('message' in opened) {
    result.refused.push(opened);
    return;
  }
  for (const file of opened) expandOne(file, limits, depth + 1, budget, result);
}

function openZip(
  zip: UploadFile,
  limits: CsdbLimits,
  budget: { bytes: number; entries: number },
): UploadFile[] | ZipRefusal {
  const refuse = (why: string): ZipRefusal => ({
    path: zip.path,
    message: `${zip.path}: refused, ${why}.`,
  });
  const entries = readCentralDirectory(zip.bytes);
  if (typeof entries === 'string') return refuse(entries);
  const files = entries.filter((e) => !e.name.endsWith('/') && !isJunk(e.name));
  if (files.length > budget.entries) {
    return refuse(
      `it holds ${files.length} files, more than the limit of ${limits.maxZipEntries} per upload`,
    );
  }
  let declared = 0;
  for (const e of files) {
    declared += e.size;
    if (e.flags & 1) return refuse(`"${e.name}" is encrypted`);
    if (e.method !== 0 && e.method !== 8) {
      return refuse(`"${e.name}" uses compression method ${e.method} (only stored and deflate)`);
    }
    if (e.size > limits.maxBinaryBytes) {
      return refuse(
        `"${e.name}" declares ${formatBytes(e.size)}, more than the limit of ${formatBytes(limits.maxBinaryBytes)} per file`,
      );
    }
    const ratio = e.size / Math.max(e.compressedSize, 1);
    if (e.size > 1024 * 1024 && ratio > limits.maxZipRatio) {
      return refuse(
        `"${e.name}" would expand ${Math.round(ratio)} times (${formatBytes(e.compressedSize)} to ${formatBytes(e.size)}), more than the limit of ${limits.maxZipRatio}: a possible ZIP bomb`,
      );
    }
  }
  if (declared > budget.bytes) {
    return refuse(
      `its files declare ${formatBytes(declared)} in all, more than the limit of ${formatBytes(limits.maxZipTotalBytes)} per upload`,
    );
  }
  budget.bytes -= declared;
  budget.entries -= files.length;
  const out: UploadFile[] = [];
  for (const e of files) {
    const bytes = extract(zip.bytes, e);
    if (typeof bytes === 'string') return refuse(`"${e.name}" ${bytes}`);
    out.push({ path: `${zip.path}/${e.name}`, bytes });
  }
  return out;
}

/** macOS resource forks and Finder files: never CSDB content. */
function isJunk(name: string): boolean {
  const base = name.split('/').pop() ?? name;
  return name.startsWith('__MACOSX/') || base === '.DS_Store' || base.startsWith('._');
}

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** Reads the central directory; a string says why the archive cannot be read. */
function readCentralDirectory(b: Uint8Array): Entry[] | string {
  let eocd = -1;
  for (let i = b.length - 22; i >= 0 && i >= b.length - 22 - 65535; i--) {
    if (u32(b, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'it is not a readable ZIP archive (no central directory)';
  const count = u16(b, eocd + 10);
  let offset = u32(b, eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    return 'ZIP64 archives (over 4 GiB or 65,535 files) are not supported';
  }
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > b.length || u32(b, offset) !== 0x02014b50) {
      return 'its central directory is damaged';
    }
    const flags = u16(b, offset + 8);
    const nameLength = u16(b, offset + 28);
    const rawName = b.subarray(offset + 46, offset + 46 + nameLength);
    entries.push({
      name: new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(rawName),
      method: u16(b, offset + 10),
      flags,
      compressedSize: u32(b, offset + 20),
      size: u32(b, offset + 24),
      localOffset: u32(b, offset + 42),
    });
    offset += 46 + nameLength + u16(b, offset + 30) + u16(b, offset + 32);
  }
  return entries;
}

/** The entry's bytes, inflated in small steps that stop as soon as it outgrows its declared size. */
function extract(b: Uint8Array, e: Entry): Uint8Array | string {
  const local = e.localOffset;
  if (local + 30 > b.length || u32(b, local) !== 0x04034b50) return 'has a damaged local header';
  const start = local + 30 + u16(b, local + 26) + u16(b, local + 28);
  const data = b.subarray(start, start + e.compressedSize);
  if (data.length !== e.compressedSize) return 'is cut short';
  if (e.method === 0) {
    return e.size === e.compressedSize ? data.slice() : 'declares sizes that do not match';
  }
  const out = new Uint8Array(e.size);
  let written = 0;
  let overflow = false;
  const inflate = new Inflate((chunk) => {
    if (written + chunk.length > e.size) {
      overflow = true;
      throw new Error('overflow');
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let i = 0; i < data.length; i += CHUNK) {
      inflate.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
    }
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch {
    return overflow
      ? `expands beyond the ${formatBytes(e.size)} it declares: a possible ZIP bomb`
      : 'cannot be inflated (damaged data)';
  }
  return written === e.size ? out : `inflates to ${written} bytes, not the ${e.size} it declares`;
}
