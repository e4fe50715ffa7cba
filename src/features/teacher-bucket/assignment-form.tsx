import type { AssignmentFields } from '../../domain/assignments.ts';
import type { Course } from '../../domain/courses.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TEACHER_TEXT, toAssignmentFields, type AssignmentDraft } from './teacher-bucket.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useDraftForm } from '../../ui/use-draft-form.ts';

type Props = {
  label: string;
  initial: AssignmentDraft;
  courses: readonly Course[];
  disabled: boolean;
  onSave: (fields: AssignmentFields) => Promise<void>;
  onCancel?: () => void;
};

/** Title, instructions, due date and an optional course; used to create and to edit. */
export function AssignmentForm({ label, initial, courses, disabled, onSave, onCancel }: Props) {
  const { draft, set, field, busy, error, onSubmit } = useDraftForm({
    initial,
    check: toAssignmentFields,
    save: onSave,
    failureText: TEACHER_TEXT.saveFailed,
    clearAfterSave: true,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField label="Title" {...field('title')} disabled={disabled} required />
      <TextField label="Instructions" multiline {...field('instructions')} disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Due date" type="date" {...field('dueDate')} disabled={disabled} />
        <SelectField
          label="Course"
          value={draft.courseId}
          options={courses.map((c) => c.id)}
          labels={(id) => courses.find((c) => c.id === id)?.name ?? id}
          none="No course"
          disabled={disabled}
          onChange={(courseId) => set({ courseId })}
        />
      </div>
      <ErrorMessage text={error} />
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={disabled || busy}>
          {busy ? 'Saving...' : label}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
