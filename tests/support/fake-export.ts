import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BLOCK = 32 * 1024;

/** A LevelDB log file (the format of a Firestore export's output-N) holding these records. */
export function logFile(records: Uint8Array[]): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const put = (type: number, payload: Uint8Array) => {
    const header = Buffer.alloc(7);
    header.writeUInt16LE(payload.length, 4);
    header[6] = type;
    parts.push(header, Buffer.from(payload));
    offset += 7 + payload.length;
  };
  for (const record of records) {
    let rest = record;
    let first = true;
    for (;;) {
      let left = BLOCK - (offset % BLOCK);
      if (left < 7) {
        parts.push(Buffer.alloc(left));
        offset += left;
        left = BLOCK;
      }
      const room = left - 7;
      if (rest.length <= room) {
        put(first ? 1 : 4, rest);
        break;
      }
      put(first ? 2 : 3, rest.subarray(0, room));
      rest = rest.subarray(room);
      first = false;
    }
  }
  return Buffer.concat(parts);
}

/**
 * What the two emulators export, in miniature: `documents` records in Firestore's export and
 * `accounts` users in Auth's, `salt` changing the bytes without changing the counts.
 */
export function writeFakeExport(
  firestoreDir: string,
  authDir: string,
  options: { documents: number; accounts: number; salt?: string },
) {
  const exportDir = join(firestoreDir, 'firestore_export_1');
  const kinds = join(exportDir, 'all_namespaces', 'all_kinds');
  mkdirSync(kinds, { recursive: true });
  writeFileSync(join(exportDir, 'firestore_export_1.overall_export_metadata'), 'meta');
  writeFileSync(join(kinds, 'all_namespaces_all_kinds.export_metadata'), `kinds ${Date.now()}`);
  const records = Array.from({ length: options.documents }, (_, i) =>
    Buffer.from(`document ${i} ${options.salt ?? ''}`),
  );
  writeFileSync(join(kinds, 'output-0'), logFile(records));
  mkdirSync(join(authDir, 'auth_export'), { recursive: true });
  writeFileSync(join(authDir, 'firebase-export-metadata.json'), '{}');
  const users = Array.from({ length: options.accounts }, (_, i) => ({ localId: `u${i}` }));
  writeFileSync(join(authDir, 'auth_export', 'accounts.json'), JSON.stringify({ users }));
  writeFileSync(join(authDir, 'auth_export', 'config.json'), '{}');
}
