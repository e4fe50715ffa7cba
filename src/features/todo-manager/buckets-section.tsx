import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { useCourses } from '../../session/use-courses.ts';
import { EMPTY_BUCKET, bucketSaveFailure, toBucket } from '../../lib/bucket-draft.ts';
import { BucketFields } from '../../ui/bucket-fields.tsx';
import { InactiveTag } from '../../ui/inactive-tag.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useManagedBuckets } from './use-managed-buckets.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { CardList } from '../../ui/card-list.tsx';

type Props = { teacherId: string; everyBucket: boolean; disabled: boolean };

/** Where teachers reach their buckets: the list, each linking to its page, and a new-bucket form. */
export function BucketsSection({ teacherId, everyBucket, disabled }: Props) {
  const { backend } = useSession();
  const id = useId();
  const { buckets, failed } = useManagedBuckets(teacherId, everyBucket);
  const courses = useCourses();
  const [draft, setDraft] = useState(EMPTY_BUCKET);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const result = toBucket(draft);
    if ('error' in result) return setError(result.error);
    setBusy(true);
    setError(null);
    try {
      await backend!.ipsBuckets.create(result.bucket, teacherId);
      setDraft(EMPTY_BUCKET);
    } catch (caught) {
      console.error('The bucket could not be created', caught);
      setError(bucketSaveFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  const courseName = (courseId: string) => courses.find((c) => c.id === courseId)?.name ?? courseId;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {everyBucket ? 'Buckets' : 'My buckets'}
      </h2>
      {failed && <p className="text-sm text-red-700">Buckets could not be loaded.</p>}
      {buckets === null ? (
        <Loading text="Loading content..." />
      ) : buckets.length === 0 ? (
        <p className="text-slate-600">No buckets yet: create one below.</p>
      ) : (
        <CardList label="Buckets">
          {buckets.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <Link to={`/teacher/bucket/${b.id}`} className="font-medium text-blue-800 underline">
                {b.name}
              </Link>
              <span className="text-slate-600">{b.bucketId}</span>
              {!b.isActive && <InactiveTag />}
              <span className="text-slate-600">{b.courseIds.map(courseName).join(', ')}</span>
            </li>
          ))}
        </CardList>
      )}
      <form
        onSubmit={create}
        noValidate
        aria-label="New bucket"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h3 className="font-semibold text-slate-900">New bucket</h3>
        <BucketFields draft={draft} courses={courses} disabled={disabled} onChange={setDraft} />
        <ErrorMessage text={error} />
        <div>
          <button type="submit" className="btn-primary" disabled={disabled || busy}>
            {busy ? 'Creating...' : 'Create bucket'}
          </button>
        </div>
      </form>
    </section>
  );
}
