import { useId } from 'react';
import type { BucketDraft } from '../lib/bucket-draft.ts';
import { TextField } from './text-field.tsx';
import { CheckboxField } from './checkbox-field.tsx';

type Props = {
  draft: BucketDraft;
  courses: readonly { id: string; name: string }[];
  disabled: boolean;
  onChange: (draft: BucketDraft) => void;
};

/** Name, bucket ID, active and the courses a bucket teaches from. */
export function BucketFields({ draft, courses, disabled, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<BucketDraft>) => onChange({ ...draft, ...patch });
  const toggleCourse = (courseId: string, on: boolean) =>
    set({
      courseIds: on
        ? [...draft.courseIds, courseId]
        : draft.courseIds.filter((c) => c !== courseId),
    });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Bucket name"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          disabled={disabled}
          required
        />
        <TextField
          label="Bucket ID"
          value={draft.bucketId}
          onChange={(e) => set({ bucketId: e.target.value })}
          disabled={disabled}
          required
        />
      </div>
      <CheckboxField
        label="Active (students can submit work)"
        className="text-slate-800"
        checked={draft.isActive}
        disabled={disabled}
        onChange={(isActive) => set({ isActive })}
      />
      <fieldset>
        <legend className="label" id={`${id}-courses`}>
          Courses it teaches
        </legend>
        {courses.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No courses to choose from.</p>
        ) : (
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {courses.map((course) => (
              <label key={course.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={draft.courseIds.includes(course.id)}
                  disabled={disabled}
                  onChange={(e) => toggleCourse(course.id, e.target.checked)}
                />
                {course.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}
