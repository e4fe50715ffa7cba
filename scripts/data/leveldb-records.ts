/**
 * Counts the records in a LevelDB log file, the format of a Firestore export's output-N
 * files, where each record is one document. The format is public (leveldb's
 * doc/log_format.md): 32 KiB blocks of records, each with a 7-byte header (CRC32C, length,
 * type); a record too large for its block is split into FIRST, MIDDLE… and LAST fragments.
 * So a snapshot can say how many documents it holds, and a start can check that the emulator
 * loaded them all.
 */
const BLOCK = 32 * 1024;
const HEADER = 7;
const FULL = 1;
const FIRST = 2;
const MIDDLE = 3;
const LAST = 4;

export class LogFormatError extends Error {}

export function countLogRecords(bytes: Uint8Array): number {
  let count = 0;
  let offset = 0;
  let inRecord = false;
  while (offset < bytes.length) {
    const left = BLOCK - (offset % BLOCK);
    if (left < HEADER) {
      offset += left; // trailer: too small for a header
      continue;
    }
    if (offset + HEADER > bytes.length) throw new LogFormatError('the file ends inside a header');
    const length = bytes[offset + 4]! | (bytes[offset + 5]! << 8);
    const type = bytes[offset + 6]!;
    if (type === 0 && length === 0) {
      offset += left; // zero padding to the end of the block
      continue;
    }
    if (offset + HEADER + length > bytes.length || HEADER + length > left) {
      throw new LogFormatError(`a record at byte ${offset} runs past the end`);
    }
    if (type === FULL || type === FIRST) {
      if (inRecord) throw new LogFormatError(`a record at byte ${offset} starts inside another`);
      count++;
      inRecord = type === FIRST;
    } else if (type === MIDDLE || type === LAST) {
      if (!inRecord) throw new LogFormatError(`a fragment at byte ${offset} has no start`);
      inRecord = type === MIDDLE;
    } else {
      throw new LogFormatError(`unknown record type ${type} at byte ${offset}`);
    }
    offset += HEADER + length;
  }
  if (inRecord) throw new LogFormatError('the file ends inside a record');
  return count;
}
