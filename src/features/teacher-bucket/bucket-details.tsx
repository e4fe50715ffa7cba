import { useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Course } from '../../domain/courses.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import { bucketSaveFailure, draftOf, toBucket } from '../../lib/bucket-draft.ts';
import { BucketFields } from '../../ui/bucket-fields.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useSubmit } from '../../ui/use-submit.ts';

type Props = { bucket: IpsBucket; courses: readonly Course[]; disabled: boolean };

/** Edit the bucket, or switch it inactive (no submissions) and back, in one click. */
export function BucketDetails({ bucket, courses, disabled }: Props) {
  const { backend } = useSession();
  const [draft, setDraft] = useState(() => draftOf(bucket));
  const [editing, setEditing] = useState(false);
  const {
    busy,
    error,
    setError,
    submit: run,
  } = useSubmit((work: () => Promise<void>) => work(), bucketSaveFailure);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = toBucket(draft);
    if ('error' in result) return setError(result.error);
    if (await run(() => backend!.ipsBuckets.update(bucket.id, result.bucket))) setEditing(false);
  };
  const courseNames = bucket.courseIds.map((id) => courses.find((c) => c.id === id)?.name ?? id);

  return (
    <section aria-label="Bucket details" className="flex flex-col gap-3">
      {editing ? (
        <form
          onSubmit={save}
          noValidate
          aria-label="Edit bucket"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <BucketFields draft={draft} courses={courses} disabled={disabled} onChange={setDraft} />
          <div className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={disabled || busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setDraft(draftOf(bucket));
                setEditing(false);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>Bucket ID: {bucket.bucketId}</span>
          <span>Courses: {courseNames.length ? courseNames.join(', ') : 'none'}</span>
          <button
            type="button"
            className="btn-secondary"
            disabled={disabled}
            onClick={() => {
              setDraft(draftOf(bucket));
              setEditing(true);
            }}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={disabled || busy}
            onClick={() =>
              void run(() => backend!.ipsBuckets.setActive(bucket.id, !bucket.isActive))
            }
          >
            {bucket.isActive ? 'Deactivate' : 'Activate'}
          </button>
        </div>
      )}
      <ErrorMessage text={error} />
    </section>
  );
}
