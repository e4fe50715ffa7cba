import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import { readNullableString, readString, toDate } from './convert.ts';
import { trackListener, type ListenerError, type Unsubscribe } from './listeners.ts';
import {
  TODO_STATUSES,
  type TodoStatus,
  OPEN_TODO_STATUSES,
  type Todo,
  type NewTodo,
} from '../domain/todos.ts';

function toStatus(value: unknown): TodoStatus {
  return TODO_STATUSES.includes(value as TodoStatus) ? (value as TodoStatus) : 'pending';
}

export function toTodo(id: string, data: DocumentData): Todo {
  return {
    id,
    teacherId: readString(data, 'teacherId'),
    title: readString(data, 'title'),
    notes: readString(data, 'notes'),
    status: toStatus(data.status),
    dueDate: toDate(data.dueDate),
    bucketId: readNullableString(data, 'bucketId'),
    submissionId: readNullableString(data, 'submissionId'),
    createdAt: toDate(data.createdAt),
  };
}

export function createTodosRepository(db: Firestore) {
  const todos = collection(db, 'todos');
  return {
    /** Only the count is used: the sidebar badge and My Courses. Errors reset it to 0. */
    listenOpenCount(
      teacherId: string,
      onCount: (count: number) => void,
      onError: ListenerError,
    ): Unsubscribe {
      const open = query(
        todos,
        where('teacherId', '==', teacherId),
        where('status', 'in', [...OPEN_TODO_STATUSES]),
      );
      return trackListener(
        onSnapshot(
          open,
          (snapshot) => onCount(snapshot.size),
          (error) => {
            onCount(0);
            onError(error);
          },
        ),
      );
    },

    listen: liveList(
      (teacherId: string) =>
        query(todos, where('teacherId', '==', teacherId), orderBy('createdAt', 'desc')),
      toTodo,
    ),

    async create(todo: NewTodo): Promise<string> {
      const ref = await addDoc(todos, {
        ...todo,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return ref.id;
    },

    /** The teacher's own edit; the link to a bucket or submission stays as it was. */
    update(id: string, fields: Pick<Todo, 'title' | 'notes' | 'dueDate' | 'status'>) {
      return updateDoc(doc(todos, id), { ...fields, updatedAt: serverTimestamp() });
    },

    remove(id: string) {
      return deleteDoc(doc(todos, id));
    },

    setStatus(id: string, status: TodoStatus) {
      return updateDoc(doc(todos, id), { status, updatedAt: serverTimestamp() });
    },
  };
}

export type TodosRepository = ReturnType<typeof createTodosRepository>;
