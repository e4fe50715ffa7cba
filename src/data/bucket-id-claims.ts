import { collection, doc, getDocs, writeBatch, type Firestore } from 'firebase/firestore';
import { BUCKET_ID_SHAPE, bucketIdKey } from '../domain/ips-buckets.ts';
import { chunk } from './chunks.ts';
import { readString } from './convert.ts';
import { toIpsBucket } from './ips-buckets.ts';

/** Claims a batch writes, under Firestore's 500 writes a request. */
const BATCH_WRITES = 400;

/** The claims written (bucketIds/KEY), and the buckets left without one, with why. */
type ClaimReport = { claimed: string[]; unclaimed: string[] };

/**
 * Claims the Bucket IDs of buckets made before claims existed (decision 1101), so a new bucket
 * can no longer take one. Where two old buckets share an ID, the older keeps it. Runs at start,
 * with the rules bypassed; a second run finds everything claimed and writes nothing.
 */
export async function claimOldBucketIds(db: Firestore): Promise<ClaimReport> {
  const [buckets, claims] = await Promise.all([
    getDocs(collection(db, 'ipsBuckets')),
    getDocs(collection(db, 'bucketIds')),
  ]);
  const holderOf = new Map(claims.docs.map((c) => [c.id, readString(c.data(), 'bucket')]));
  const holding = new Set(holderOf.values());
  const oldestFirst = buckets.docs
    .map((d) => toIpsBucket(d.id, d.data()))
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  const report: ClaimReport = { claimed: [], unclaimed: [] };
  const toClaim: { key: string; bucket: string }[] = [];
  for (const bucket of oldestFirst) {
    if (holding.has(bucket.id)) continue;
    const key = bucketIdKey(bucket.bucketId);
    if (!BUCKET_ID_SHAPE.test(key)) {
      report.unclaimed.push(
        `${bucket.name} (${bucket.id}): "${bucket.bucketId}" is not a valid Bucket ID`,
      );
      continue;
    }
    const holder = holderOf.get(key);
    if (holder !== undefined) {
      report.unclaimed.push(`${bucket.name} (${bucket.id}): ${key} is held by bucket ${holder}`);
      continue;
    }
    holderOf.set(key, bucket.id);
    toClaim.push({ key, bucket: bucket.id });
    report.claimed.push(`bucketIds/${key}`);
  }
  for (const group of chunk(toClaim, BATCH_WRITES)) {
    const batch = writeBatch(db);
    for (const claim of group) batch.set(doc(db, 'bucketIds', claim.key), { bucket: claim.bucket });
    await batch.commit();
  }
  return report;
}
