import { useId, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import type { TodoStatus } from '../../domain/todos.ts';
import { Loading } from '../../ui/loading.tsx';
import { BucketsSection } from './buckets-section.tsx';
import { TodoForm } from './todo-form.tsx';
import { TodoItem } from './todo-item.tsx';
import {
  TODO_FILTERS,
  TODO_TEXT,
  filterLabel,
  filterTodos,
  type TodoFilter,
} from './todo-manager.ts';
import { useTeacherBuckets, useTodos } from './use-todos.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Note } from '../../ui/note.tsx';
import { CardList } from '../../ui/card-list.tsx';

const FILTER_LABELS = Object.fromEntries(TODO_FILTERS.map((f) => [f, filterLabel(f)])) as Record<
  TodoFilter,
  string
>;

export default function TodoManagerPage() {
  const { backend } = useSession();
  const { profile, readOnly, isAdministrator } = useViewer();
  const teacherId = profile?.uid;
  const { todos, failed } = useTodos(teacherId);
  const buckets = useTeacherBuckets(teacherId);
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [error, setError] = useState<string | null>(null);
  const filterId = useId();
  if (!backend || !teacherId || todos === null) return <Loading text="Loading content..." />;

  const bucketName = (id: string | null) =>
    id ? (buckets.buckets.find((b) => b.id === id)?.name ?? id) : null;
  /** Runs a change to one to-do; a failure is logged and shown, and the list stays as stored. */
  const attempt = (work: () => Promise<unknown>, logText: string, failedText: string) => {
    setError(null);
    work().catch((cause: unknown) => {
      console.error(logText, cause);
      setError(failedText);
    });
  };
  const changeStatus = (id: string, status: TodoStatus) =>
    attempt(
      () => backend.todos.setStatus(id, status),
      'The to-do status could not be changed',
      TODO_TEXT.statusFailed,
    );
  const remove = (id: string) =>
    attempt(
      () => backend.todos.remove(id),
      'The to-do could not be deleted',
      TODO_TEXT.deleteFailed,
    );
  const shown = filterTodos(todos, filter);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">To-Do Manager</h1>
      {readOnly && <Note>{TODO_TEXT.readOnly}</Note>}
      <BucketsSection teacherId={teacherId} everyBucket={isAdministrator} disabled={readOnly} />
      {buckets.failed && <p className="text-sm text-amber-900">{TODO_TEXT.bucketsFailed}</p>}
      <TodoForm
        teacherId={teacherId}
        buckets={buckets.buckets}
        disabled={readOnly}
        onCreate={async (todo) => {
          await backend.todos.create(todo);
        }}
      />
      <section className="flex flex-col gap-3" aria-labelledby={`${filterId}-heading`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${filterId}-heading`} className="text-lg font-semibold text-slate-900">
            My to-dos
          </h2>
          <SelectField
            label="Show"
            value={filter}
            options={TODO_FILTERS}
            labels={FILTER_LABELS}
            onChange={setFilter}
          />
        </div>
        {(failed || error) && <ErrorMessage plain text={error ?? TODO_TEXT.loadFailed} />}
        {shown.length === 0 ? (
          <p className="text-slate-600">
            {todos.length === 0 ? 'No to-dos yet.' : 'No to-dos with this status.'}
          </p>
        ) : (
          <CardList label="To-dos">
            {shown.map((t) => (
              <TodoItem
                key={t.id}
                todo={t}
                bucketName={bucketName(t.bucketId)}
                disabled={readOnly}
                onStatus={(status) => changeStatus(t.id, status)}
                onSave={(fields) => backend.todos.update(t.id, fields)}
                onDelete={() => remove(t.id)}
              />
            ))}
          </CardList>
        )}
      </section>
    </div>
  );
}
