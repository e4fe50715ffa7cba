import { useState, type FormEvent } from 'react';
import type { AssignmentFields } from '../../domain/assignments.ts';
import type { Course } from '../../domain/courses.ts';
import { TextField } from '../../ui/text-field.tsx';
import { TEACHER_TEXT, toAssignmentFields, type AssignmentDraft } from './teacher-bucket.ts';

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
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AssignmentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toAssignmentFields(draft);
    if ('error' in result) return setError(result.error);
    setBusy(true);
    setError(null);
    try {
      await onSave(result.fields);
      setDraft(initial);
    } catch (caught) {
      console.error('The assignment could not be saved', caught);
      setError(TEACHER_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        disabled={disabled}
        required
      />
      <TextField
        label="Instructions"
        multiline
        value={draft.instructions}
        onChange={(e) => set({ instructions: e.target.value })}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Due date"
          type="date"
          value={draft.dueDate}
          onChange={(e) => set({ dueDate: e.target.value })}
          disabled={disabled}
        />
        <div>
          <label className="label">
            Course
            <select
              className="field mt-1"
              value={draft.courseId}
              disabled={disabled}
              onChange={(e) => set({ courseId: e.target.value })}
            >
              <option value="">No course</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
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
