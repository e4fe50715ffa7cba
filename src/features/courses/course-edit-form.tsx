import { useId, useState, type FormEvent } from 'react';
import type { Course } from '../../domain/courses.ts';
import { TextField } from '../../ui/text-field.tsx';
import {
  COURSE_LIMITS,
  draftOf,
  validateCourseDraft,
  type CourseDraft,
  type CourseEdit,
  type CourseFieldErrors,
} from './course-fields.ts';
import { COURSE_COLOURS, COURSE_ICONS } from './course-icons.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

type Props = {
  course: Course;
  onSave: (edit: CourseEdit) => Promise<void>;
  onCancel: () => void;
};

const SAVE_FAILED = 'The course could not be saved. Nothing was changed; try again.';

export function CourseEditForm({ course, onSave, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<CourseDraft>(() => draftOf(course));
  const [errors, setErrors] = useState<CourseFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CourseDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateCourseDraft(draft);
    setErrors(result.errors ?? {});
    setFailure(null);
    if (!result.edit) return;
    setBusy(true);
    try {
      await onSave(result.edit);
    } catch (error) {
      console.error('The course could not be saved', error);
      setFailure(SAVE_FAILED);
      setBusy(false);
    }
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={draft.name}
        error={errors.name}
        disabled={busy}
        maxLength={COURSE_LIMITS.name + 20}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label="Description"
        multiline
        value={draft.description}
        error={errors.description}
        disabled={busy}
        onChange={(e) => set({ description: e.target.value })}
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
        value={draft.features}
        error={errors.features}
        disabled={busy}
        onChange={(e) => set({ features: e.target.value })}
      />
      <ErrorMessage text={failure} />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save course'}
        </button>
      </div>
    </form>
  );
}
