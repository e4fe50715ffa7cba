import { useId } from 'react';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import { TODO_STATUSES, type NewTodo } from '../../domain/todos.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  EMPTY_DRAFT,
  TODO_STATUS_LABELS,
  TODO_TEXT,
  toNewTodo,
  type TodoDraft,
} from './todo-manager.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useDraftForm } from '../../ui/use-draft-form.ts';

type Props = {
  teacherId: string;
  buckets: readonly IpsBucket[];
  disabled: boolean;
  onCreate: (todo: NewTodo) => Promise<void>;
};

export function TodoForm({ teacherId, buckets, disabled, onCreate }: Props) {
  const id = useId();
  const { draft, set, field, busy, error, onSubmit } = useDraftForm({
    initial: EMPTY_DRAFT,
    check: (d: TodoDraft) => toNewTodo(d, teacherId),
    save: onCreate,
    failureText: TODO_TEXT.saveFailed,
    clearAfterSave: true,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        New to-do
      </h2>
      <TextField label="Title" {...field('title')} disabled={disabled} required />
      <TextField label="Notes" multiline {...field('notes')} disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Due date" type="date" {...field('dueDate')} disabled={disabled} />
        <SelectField
          label="Status"
          value={draft.status}
          options={TODO_STATUSES}
          labels={TODO_STATUS_LABELS}
          disabled={disabled}
          onChange={(status) => set({ status })}
        />
        <SelectField
          label="Bucket"
          value={draft.bucketId}
          options={buckets.map((b) => b.id)}
          labels={(bucketId) => {
            const bucket = buckets.find((b) => b.id === bucketId);
            return bucket ? bucket.name || bucket.bucketId : bucketId;
          }}
          none="No bucket"
          disabled={disabled}
          onChange={(bucketId) => set({ bucketId })}
        />
      </div>
      <ErrorMessage text={error} />
      <div>
        <button type="submit" className="btn-primary" disabled={disabled || busy}>
          {busy ? 'Adding...' : 'Add to-do'}
        </button>
      </div>
    </form>
  );
}
