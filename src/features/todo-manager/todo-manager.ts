import type { Checked } from '../../lib/checked.ts';
import { format, isValid, parseISO } from 'date-fns';
import { TODO_STATUSES, type NewTodo, type Todo, type TodoStatus } from '../../domain/todos.ts';

export const TODO_TEXT = {
  titleRequired: 'Enter a title for the to-do.',
  invalidDueDate: 'Enter the due date as a date, or leave it empty.',
  loadFailed: 'Your to-dos could not be loaded. Reload the page to try again.',
  bucketsFailed: 'Your buckets could not be loaded, so a to-do cannot be linked to one.',
  saveFailed: 'The to-do could not be saved. Try again.',
  statusFailed: 'The status could not be changed. Try again.',
  deleteFailed: 'The to-do could not be deleted. Try again.',
  readOnly: 'You are viewing as another user: to-dos cannot be created or changed.',
} as const;

export const TODO_STATUS_LABELS: Record<TodoStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  done: 'Done',
};

export const TODO_FILTERS = ['all', ...TODO_STATUSES] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export function filterLabel(filter: TodoFilter): string {
  return filter === 'all' ? 'All' : TODO_STATUS_LABELS[filter];
}

export function filterTodos(todos: readonly Todo[], filter: TodoFilter): Todo[] {
  return filter === 'all' ? [...todos] : todos.filter((t) => t.status === filter);
}

/** What the form holds: strings as typed; an empty bucket id means no link. */
export type TodoDraft = {
  title: string;
  notes: string;
  dueDate: string;
  status: TodoStatus;
  bucketId: string;
};

export const EMPTY_DRAFT: TodoDraft = {
  title: '',
  notes: '',
  dueDate: '',
  status: 'pending',
  bucketId: '',
};

export type TodoFields = Pick<NewTodo, 'title' | 'notes' | 'dueDate' | 'status'>;

/** The fields a draft gives, or the message saying what to fix. */
export function toTodoFields(draft: TodoDraft): Checked<TodoFields> {
  const title = draft.title.trim();
  if (!title) return { error: TODO_TEXT.titleRequired };
  // A date input gives yyyy-MM-dd; parseISO reads it as local midnight.
  const dueDate = draft.dueDate ? parseISO(draft.dueDate) : null;
  if (dueDate && !isValid(dueDate)) return { error: TODO_TEXT.invalidDueDate };
  return { value: { title, notes: draft.notes.trim(), dueDate, status: draft.status } };
}

/** The to-do to write for a draft, or the message saying what to fix. */
export function toNewTodo(draft: TodoDraft, teacherId: string): Checked<NewTodo> {
  const result = toTodoFields(draft);
  if (result.error !== undefined) return { error: result.error };
  return {
    value: { teacherId, ...result.value, bucketId: draft.bucketId || null, submissionId: null },
  };
}

/** The form's draft for editing a stored to-do. */
export function draftOf(todo: Todo): TodoDraft {
  return {
    title: todo.title,
    notes: todo.notes,
    dueDate: todo.dueDate ? format(todo.dueDate, 'yyyy-MM-dd') : '',
    status: todo.status,
    bucketId: todo.bucketId ?? '',
  };
}
