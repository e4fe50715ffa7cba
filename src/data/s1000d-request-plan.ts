import {
  CHUNK_BYTES,
  HEAD_BYTES,
  INDEX_SHARDS,
  REQUEST_BYTES,
  REQUEST_HISTORY_ENTRIES,
  REQUEST_OBJECTS,
  REQUEST_WRITES,
  hasHead,
  type ObjectWrite,
} from './s1000d-store-types.ts';

/** One Firestore request of an upload, and the large objects whose chunks go ahead of it. */
export type PlannedRequest = { writes: ObjectWrite[]; chunksAhead: ObjectWrite[] };

const chunkCount = (w: ObjectWrite) =>
  Math.max(1, Math.ceil(w.bytes.length / CHUNK_BYTES)) + (hasHead(w.kind, w.bytes.length) ? 1 : 0);
/** Its bytes in the request, with the copy of its first bytes when it has one (decision 1710). */
const storedBytes = (w: ObjectWrite) =>
  w.bytes.length + (hasHead(w.kind, w.bytes.length) ? HEAD_BYTES : 0);

/**
 * Splits writes into requests under Firestore's size and write-count limits. An object whose
 * bytes alone would fill a request sends its chunks ahead and joins a request without them.
 * Two issues of one object never share a request, so each is read after the last is stored.
 */
export function planObjectRequests(writes: readonly ObjectWrite[]): PlannedRequest[] {
  const plan: PlannedRequest[] = [];
  let current: PlannedRequest = { writes: [], chunksAhead: [] };
  let bytes = 0;
  let ops = INDEX_SHARDS + REQUEST_HISTORY_ENTRIES;
  let keys = new Set<string>();
  const flush = () => {
    if (current.writes.length > 0) plan.push(current);
    current = { writes: [], chunksAhead: [] };
    bytes = 0;
    ops = INDEX_SHARDS + REQUEST_HISTORY_ENTRIES;
    keys = new Set();
  };
  for (const write of writes) {
    const ahead = storedBytes(write) > REQUEST_BYTES / 2;
    const size = ahead ? 0 : storedBytes(write);
    const count = 1 + (ahead ? 0 : chunkCount(write));
    if (
      keys.has(write.key) ||
      current.writes.length >= REQUEST_OBJECTS ||
      bytes + size > REQUEST_BYTES ||
      ops + count > REQUEST_WRITES
    ) {
      flush();
    }
    current.writes.push(write);
    if (ahead) current.chunksAhead.push(write);
    bytes += size;
    ops += count;
    keys.add(write.key);
  }
  flush();
  return plan;
}
