import { useId, useState, type FormEvent } from 'react';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import { TODO_STATUSES, type NewTodo } from '../../domain/todos.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EMPTY_DRAFT, TODO_STATUS_LABELS, TODO_TEXT, toNewTodo } from './todo-manager.ts';

type Props = {
  teacherId: string;
  buckets: readonly IpsBucket[];
  disabled: boolean;
  onCreate: (todo: NewTodo) => Promise<void>;
};

export function TodoForm({ teacherId, buckets, disabled, onCreate }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toNewTodo(draft, teacherId);
    if (result.error !== undefined) {
      setError(result.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCreate(result.todo);
      setDraft(EMPTY_DRAFT);
    } catch (caught) {
      console.error('The to-do could not be saved', caught);
      setError(TODO_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        New to-do
      </h2>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        disabled={disabled}
        required
      />
      <TextField
        label="Notes"
        multiline
        value={draft.notes}
        onChange={(e) => set({ notes: e.target.value })}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Due date"
          type="date"
          value={draft.dueDate}
          onChange={(e) => set({ dueDate: e.target.value })}
          disabled={disabled}
        />
        <SelectField
          label="Status"
          value={draft.status}
          options={TODO_STATUSES}
          labels={TODO_STATUS_LABELS}
          disabled={disabled}
          onChange={(status) => set({ status })}
        />
        <div>
          <label htmlFor={`${id}-bucket`} className="label">
            Bucket
          </label>
          <select
            id={`${id}-bucket`}
            className="field mt-1"
            value={draft.bucketId}
            disabled={disabled}
            onChange={(e) => set({ bucketId: e.target.value })}
          >
            <option value="">No bucket</option>
            {buckets.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name || b.bucketId}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" disabled={disabled || busy}>
          {busy ? 'Adding...' : 'Add to-do'}
        </button>
      </div>
    </form>
  );
}
