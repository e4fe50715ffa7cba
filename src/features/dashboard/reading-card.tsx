import { BookmarkCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ReadingPosition } from '../../domain/reading-positions.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';
import { objectViewerPath, publicationViewerPath } from '../../lib/s1000d-viewer-paths.ts';
import { useReadingPositions } from '../../session/use-reading-positions.ts';
import { CardList } from '../../ui/card-list.tsx';

/** Where a position reopens: its publication at the module left open, or the object read alone. */
function continuePath(p: ReadingPosition) {
  return p.publicationKey.startsWith('PMC-')
    ? publicationViewerPath(p.projectId, p.publicationKey, p.objectKey || undefined)
    : objectViewerPath(p.projectId, p.publicationKey);
}

/** Recently read publications, each reopening where the reader left off (decision 333). */
export function ReadingCard() {
  const positions = useReadingPositions();
  return (
    <section aria-labelledby="dashboard-reading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-reading" className="text-lg font-semibold text-slate-900">
          Continue reading
        </h2>
        <Link to="/s1000d-publications" className="text-sm font-medium text-blue-800 underline">
          All publications
        </Link>
      </div>
      {positions.length === 0 ? (
        <p className="text-slate-600">
          Nothing read yet. Open a publication from the publications list to start.
        </p>
      ) : (
        <CardList>
          {positions.slice(0, 5).map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <Link
                to={continuePath(p)}
                className="inline-flex items-center gap-2 font-medium text-blue-800 underline"
              >
                <BookmarkCheck aria-hidden className="h-4 w-4" />
                {p.publicationTitle}
                {p.objectTitle && p.objectKey !== p.publicationKey ? `: ${p.objectTitle}` : ''}
              </Link>
              <span className="text-slate-600">
                {p.projectName} · {formatLongDateTime(p.updatedAt)}
              </span>
            </li>
          ))}
        </CardList>
      )}
    </section>
  );
}
