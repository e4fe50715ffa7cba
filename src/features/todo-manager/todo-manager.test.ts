import { describe, expect, it } from 'vitest';
import type { Todo } from '../../domain/todos.ts';
import { EMPTY_DRAFT, TODO_TEXT, filterTodos, toNewTodo } from './todo-manager.ts';

function todo(id: string, status: Todo['status']): Todo {
  return {
    id,
    teacherId: 't1',
    title: id,
    notes: '',
    status,
    dueDate: null,
    bucketId: null,
    submissionId: null,
    createdAt: null,
  };
}

describe('filterTodos', () => {
  const todos = [todo('a', 'pending'), todo('b', 'done'), todo('c', 'in-progress')];

  it('keeps every to-do for "all"', () => {
    expect(filterTodos(todos, 'all').map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the chosen status', () => {
    expect(filterTodos(todos, 'done').map((t) => t.id)).toEqual(['b']);
    expect(filterTodos(todos, 'in-progress').map((t) => t.id)).toEqual(['c']);
  });
});

describe('toNewTodo', () => {
  it('requires a title', () => {
    expect(toNewTodo({ ...EMPTY_DRAFT, title: '   ' }, 't1')).toEqual({
      error: TODO_TEXT.titleRequired,
    });
  });

  it('rejects a due date that is not a date', () => {
    expect(toNewTodo({ ...EMPTY_DRAFT, title: 'Mark', dueDate: 'soon' }, 't1')).toEqual({
      error: TODO_TEXT.invalidDueDate,
    });
  });

  it('defaults to pending with no due date and no bucket', () => {
    expect(toNewTodo({ ...EMPTY_DRAFT, title: ' Mark essays ' }, 't1').value).toEqual({
      teacherId: 't1',
      title: 'Mark essays',
      notes: '',
      status: 'pending',
      dueDate: null,
      bucketId: null,
      submissionId: null,
    });
  });

  it('reads the due date as local midnight and keeps the bucket link', () => {
    const { value: made } = toNewTodo(
      { ...EMPTY_DRAFT, title: 'Mark', dueDate: '2027-03-01', bucketId: 'b1', notes: ' x ' },
      't1',
    );
    expect(made?.dueDate).toEqual(new Date(2027, 2, 1));
    expect(made?.bucketId).toBe('b1');
    expect(made?.notes).toBe('x');
  });
});
