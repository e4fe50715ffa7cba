import { useEffect } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ReaderSource } from '../common/use-reader-source.ts';

type Reading = {
  publicationKey: string;
  publicationRow: ObjectListing | null | undefined;
  publicationTitle: string | undefined;
  moduleRow: ObjectListing | null | undefined;
  moduleTitle: string | undefined;
};

/** Waits this long on a module before recording it: paging through is not reading. */
const SETTLE_MS = 1500;

/**
 * Records where the reader is (their own reading position), so "continue reading" brings
 * them back. Nothing is written while viewing as someone else, for session users, or
 * while reading from the offline copy (the write would wait for the network anyway).
 */
export function useRecordReading(source: ReaderSource, reading: Reading) {
  const { backend, profile, viewingAs, isSessionUser } = useSession();
  const uid = profile?.uid;
  const { publicationKey, publicationRow, publicationTitle, moduleRow, moduleTitle } = reading;
  const writable =
    !!backend && !!uid && viewingAs === null && !isSessionUser && !source.fromOfflineCopy;
  useEffect(() => {
    if (!writable || !publicationRow || !publicationTitle) return;
    const timer = setTimeout(() => {
      backend!.readingPositions
        .record({
          uid: uid!,
          projectId: source.projectId,
          projectName: source.projectName,
          publicationKey,
          publicationCode: publicationRow.c,
          publicationTitle,
          objectKey: moduleRow?.k ?? '',
          objectTitle: moduleRow ? (moduleTitle ?? moduleRow.n) : '',
        })
        .catch((cause: unknown) => console.error('The reading position was not saved', cause));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [
    writable,
    backend,
    uid,
    source.projectId,
    source.projectName,
    publicationKey,
    publicationRow,
    publicationTitle,
    moduleRow,
    moduleTitle,
  ]);
}
