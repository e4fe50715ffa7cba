import { CloudDownload, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { publicationClosure } from '../../../s1000d/reader/publication-closure.ts';
import type { PublicationView } from '../../../s1000d/reader/publication.ts';
import { getKept, keep, removeKept, type KeptPublication } from '../common/offline-store.ts';
import type { ReaderSource } from '../common/use-reader-source.ts';
import { formatSize } from './format-size.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Props = {
  source: ReaderSource;
  publicationRow: ObjectListing;
  publication: PublicationView;
};

/**
 * "Keep offline": the publication, its data modules, illustrations and applicability tables
 * stored in this browser for this user, with the size shown. When the live index holds a
 * newer issue of anything kept, the copy says so and can be brought up to date.
 */
export function OfflineControl({ source, publicationRow, publication }: Props) {
  const { profile } = useSession();
  const uid = profile?.uid;
  const [kept, setKept] = useState<KeptPublication | null | undefined>(undefined);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const publicationKey = publicationRow.k;
  useEffect(() => {
    if (!uid) return;
    let live = true;
    getKept(uid, source.projectId, publicationKey)
      .then((found) => live && setKept(found ?? null))
      .catch(() => live && setKept(null));
    return () => {
      live = false;
    };
  }, [uid, source.projectId, publicationKey]);

  const newer = useMemo(() => {
    if (!kept || !source.liveRows) return [];
    const live = new Map(source.liveRows.map((r) => [r.k, r]));
    return kept.rows.filter((r) => {
      const now = live.get(r.k);
      return now !== undefined && now.h !== r.h;
    });
  }, [kept, source.liveRows]);

  const store = useCallback(async () => {
    if (!uid || !source.liveRows) return;
    setError(null);
    try {
      const rows = publicationClosure(publicationKey, source.liveRows);
      const contents = new Map<string, Uint8Array>();
      let done = 0;
      for (const row of rows) {
        setProgress(`Keeping ${done + 1} of ${rows.length} objects...`);
        contents.set(row.h, (await source.read(row)).bytes);
        done += 1;
      }
      const record = await keep(
        {
          uid,
          projectId: source.projectId,
          projectName: source.projectName,
          publicationKey,
          title: publication.title,
          code: publication.code,
          issue: publication.issue ?? '',
          rows,
        },
        contents,
      );
      setKept(record);
    } catch (cause) {
      console.error('The offline copy could not be made', cause);
      setError(
        'The offline copy could not be made (check the connection and the space left in this browser). Nothing was kept.',
      );
    } finally {
      setProgress(null);
    }
  }, [uid, source, publicationKey, publication]);

  const remove = async () => {
    if (!uid) return;
    await removeKept(uid, source.projectId, publicationKey);
    setKept(null);
  };

  if (!uid || kept === undefined) return null;
  return (
    <section aria-label="Offline copy" className="flex flex-col gap-2 text-sm">
      {kept ? (
        <>
          <p role="status">
            Kept offline in this browser: {formatSize(kept.size)}, {kept.rows.length} objects,{' '}
            {new Date(kept.keptAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
          </p>
          {newer.length > 0 && (
            <p role="alert" className="rounded bg-amber-50 p-2 text-amber-900">
              A newer issue of {newer.length} kept object{newer.length === 1 ? ' is' : 's are'}{' '}
              available. Update the offline copy to read it without the network.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {newer.length > 0 && (
              <IconButton
                icon={RefreshCw}
                className="btn-secondary"
                disabled={!!progress}
                onClick={() => void store()}
              >
                Update offline copy
              </IconButton>
            )}
            <IconButton
              icon={Trash2}
              className="btn-secondary"
              disabled={!!progress}
              onClick={() => void remove()}
            >
              Remove offline copy
            </IconButton>
          </div>
        </>
      ) : (
        <IconButton
          icon={CloudDownload}
          className="btn-secondary"
          disabled={!!progress || !source.liveRows}
          onClick={() => void store()}
        >
          Keep offline
        </IconButton>
      )}
      {progress && <p role="status">{progress}</p>}
      <ErrorMessage plain text={error} />
    </section>
  );
}
