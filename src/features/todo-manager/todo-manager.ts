import { parseISO, isValid } from 'date-fns';
import { TODO_STATUSES, type NewTodo, type Todo, type TodoStatus } from '../../data/todos.ts';

export const TODO_TEXT = {
  titleRequired: 'Enter a title for the to-do.',
  invalidDueDate: 'Enter the due date as a date, or leave it empty.',
  loadFailed: 'Your to-dos could not be loaded. Reload the page to try again.',
  bucketsFailed: 'Your buckets could not be loaded, so a to-do cannot be linked to one.',
  saveFailed: 'The to-do could not be saved. Try again.',
  statusFailed: 'The status could not be changed. Try again.',
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

/** The to-do to write for a draft, or the message saying what to fix. */
export function toNewTodo(
  draft: TodoDraft,
  teacherId: string,
): { todo: NewTodo; error?: never } | { error: string; todo?: never } {
  const title = draft.title.trim();
  if (!title) return { error: TODO_TEXT.titleRequired };
  // A date input gives yyyy-MM-dd; parseISO reads it as local midnight.
  const dueDate = draft.dueDate ? parseISO(draft.dueDate) : null;
  if (dueDate && !isValid(dueDate)) return { error: TODO_TEXT.invalidDueDate };
  return {
    todo: {
      teacherId,
      title,
      notes: draft.notes.trim(),
      status: draft.status,
      dueDate,
      bucketId: draft.bucketId || null,
      submissionId: null,
    },
  };
}
