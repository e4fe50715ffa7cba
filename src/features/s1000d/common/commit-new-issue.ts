import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { mediaTypeOf } from './object-writes.ts';

/** A new issue a worker made of an existing object: its bytes, listing row and "001-02". */
export type MadeIssue = { bytes: Uint8Array; listing: ObjectListing; issue: string };

/** Stores a new issue of an object as its current one (an upissue in the object's history). */
export async function commitNewIssue(
  backend: Backend,
  projectId: string,
  row: ObjectListing,
  made: MadeIssue,
  actor: Actor,
  detail: string,
) {
  const [issueNumber = '', inWork = ''] = made.issue.split('-');
  await backend.s1000dObjects.commitObjects(
    projectId,
    [
      {
        key: row.k,
        kind: row.t,
        issueNumber,
        inWork,
        mediaType: mediaTypeOf(row.x),
        bytes: made.bytes,
        sha256: made.listing.h,
        row: made.listing,
        becomesCurrent: true,
        action: 'upissue',
        detail: detail.slice(0, 500),
      },
    ],
    actor,
  );
}
