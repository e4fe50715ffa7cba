import { useId, useState } from 'react';
import type { Course } from '../../domain/courses.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../../ui/use-draft.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import {
  COURSE_LIMITS,
  draftOf,
  validateCourseDraft,
  type CourseDraft,
  type CourseEdit,
  type CourseFieldErrors,
} from './course-fields.ts';
import { COURSE_COLOURS, COURSE_ICONS } from './course-icons.ts';

type Props = {
  course: Course;
  onSave: (edit: CourseEdit) => Promise<void>;
  onClose: () => void;
};

const SAVE_FAILED = 'The course could not be saved. Nothing was changed; try again.';

/** Edits one course; each field says what is wrong with it, and a failed save changes nothing. */
export function CourseEditDialog({ course, onSave, onClose }: Props) {
  const id = useId();
  const { draft, set, field } = useDraft<CourseDraft>(() => draftOf(course));
  const [errors, setErrors] = useState<CourseFieldErrors>({});
  const { busy, error, setError, submit } = useSubmit(onSave, SAVE_FAILED);

  const save = () => {
    const result = validateCourseDraft(draft);
    setErrors(result.errors ?? {});
    if (!result.edit) return setError(null);
    void submit(result.edit);
  };

  const select = <K extends 'status' | 'accessLevel' | 'icon' | 'color'>(
    key: K,
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="label">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className="field mt-1"
        value={draft[key]}
        disabled={busy}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => set({ [key]: e.target.value } as Partial<CourseDraft>)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <FormDialog
      title={`Edit ${course.name}`}
      onClose={onClose}
      onSubmit={save}
      noValidate
      busy={busy}
      error={error}
      submitLabel="Save course"
      busyLabel="Saving..."
    >
      <TextField
        label="Name"
        {...field('name')}
        error={errors.name}
        disabled={busy}
        maxLength={COURSE_LIMITS.name + 20}
      />
      <TextField
        label="Description"
        multiline
        {...field('description')}
        error={errors.description}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {select('status', 'Status', [
          ['active', 'Active'],
          ['inactive', 'Inactive'],
        ])}
        {select('accessLevel', 'Access level', [
          ['full', 'Full'],
          ['none', 'None'],
        ])}
        {select(
          'icon',
          'Icon',
          Object.entries(COURSE_ICONS).map(([name, { label }]) => [name, label] as const),
        )}
        {select(
          'color',
          'Colour',
          Object.entries(COURSE_COLOURS).map(([name, { label }]) => [name, label] as const),
        )}
      </div>
      <TextField
        label="Features (one per line)"
        multiline
        {...field('features')}
        error={errors.features}
        disabled={busy}
      />
    </FormDialog>
  );
}
