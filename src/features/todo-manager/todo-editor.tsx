import { TODO_STATUSES, type Todo } from '../../domain/todos.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  TODO_STATUS_LABELS,
  TODO_TEXT,
  draftOf,
  toTodoFields,
  type TodoFields,
} from './todo-manager.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useDraftForm } from '../../ui/use-draft-form.ts';

type Props = {
  todo: Todo;
  onSave: (fields: TodoFields) => Promise<void>;
  onCancel: () => void;
};

/** Edits a to-do in place; its bucket or submission link is not the teacher's to change. */
export function TodoEditor({ todo, onSave, onCancel }: Props) {
  const { draft, set, field, busy, error, onSubmit } = useDraftForm({
    initial: () => draftOf(todo),
    check: toTodoFields,
    save: onSave,
    failureText: TODO_TEXT.saveFailed,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Edit ${todo.title}`}
      className="flex flex-col gap-3"
    >
      <TextField label="Title" {...field('title')} required />
      <TextField label="Notes" multiline {...field('notes')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Due date" type="date" {...field('dueDate')} />
        <SelectField
          label="Status"
          value={draft.status}
          options={TODO_STATUSES}
          labels={TODO_STATUS_LABELS}
          onChange={(status) => set({ status })}
        />
      </div>
      <ErrorMessage text={error} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
