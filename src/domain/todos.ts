export const TODO_STATUSES = ['pending', 'in-progress', 'done'] as const;

export type TodoStatus = (typeof TODO_STATUSES)[number];

export const OPEN_TODO_STATUSES: readonly TodoStatus[] = ['pending', 'in-progress'];

export type Todo = {
  id: string;
  teacherId: string;
  title: string;
  notes: string;
  status: TodoStatus;
  dueDate: Date | null;
  bucketId: string | null;
  submissionId: string | null;
  createdAt: Date | null;
};

export type NewTodo = Omit<Todo, 'id' | 'createdAt'>;
