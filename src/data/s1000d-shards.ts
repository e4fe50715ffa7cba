import { INDEX_SHARDS } from './s1000d-store-types.ts';

/** The index shard of an object key: FNV-1a, so the same key always lands in the same shard. */
export function indexShardOf(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % INDEX_SHARDS).toString(16).padStart(2, '0');
}
