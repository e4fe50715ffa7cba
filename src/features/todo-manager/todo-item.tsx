import { format } from 'date-fns';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TODO_STATUSES, type Todo, type TodoStatus } from '../../domain/todos.ts';
import { ConfirmedDeleteButton } from '../../ui/confirmed-delete-button.tsx';
import { TodoEditor } from './todo-editor.tsx';
import { TODO_STATUS_LABELS, type TodoFields } from './todo-manager.ts';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  todo: Todo;
  bucketName: string | null;
  disabled: boolean;
  onStatus: (status: TodoStatus) => void;
  onSave: (fields: TodoFields) => Promise<void>;
  onDelete: () => void;
};

export function TodoItem({ todo, bucketName, disabled, onStatus, onSave, onDelete }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  if (editing && !disabled) {
    return (
      <li className="p-4">
        <TodoEditor
          todo={todo}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            await onSave(fields);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  const details = [
    todo.dueDate && `Due ${format(todo.dueDate, 'd MMM yyyy')}`,
    bucketName && `Bucket: ${bucketName}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0">
        <p
          className={`font-medium ${todo.status === 'done' ? 'text-slate-500 line-through' : 'text-slate-900'}`}
        >
          {todo.title}
        </p>
        {todo.notes && <p className="text-sm whitespace-pre-line text-slate-700">{todo.notes}</p>}
        {details.length > 0 && <p className="text-sm text-slate-600">{details.join(' · ')}</p>}
        {todo.bucketId && (
          <Link
            to={`/teacher/bucket/${todo.bucketId}`}
            className="text-sm font-medium text-blue-800 underline"
          >
            {todo.submissionId ? 'Review it on the bucket page' : 'Open the bucket'}
          </Link>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Status of {todo.title}
        </label>
        <select
          id={id}
          className="field"
          value={todo.status}
          disabled={disabled}
          onChange={(e) => onStatus(e.target.value as TodoStatus)}
        >
          {TODO_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TODO_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <IconButton
          label={`Edit ${todo.title}`}
          icon={Pencil}
          disabled={disabled}
          onClick={() => setEditing(true)}
        />
        <ConfirmedDeleteButton
          label={`Delete ${todo.title}`}
          disabled={disabled}
          title="Delete this to-do?"
          message={`"${todo.title}" will be gone for good.`}
          confirmLabel="Delete"
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
