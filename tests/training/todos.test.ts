import { doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { SIGN_IN_ROLE_IDS } from '../../src/access/sign-in-roles.ts';
import type { NewTodo, Todo } from '../../src/domain/todos.ts';
import { environmentSeededBy, firstValue, repositoriesFor } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

const env = environmentSeededBy(async (repos, db) => {
  for (const role of DEFAULT_ROLES) await repos.roles.create(role);
  // Any active role makes a teacher in the rules.
  for (const uid of ['teacher', 'other']) {
    await repos.users.create(testProfile(uid, [SIGN_IN_ROLE_IDS.school]), DEFAULT_ROLES);
  }
  // A to-do may name only a bucket its teacher teaches (decision 222): b1 is taught by both.
  await setDoc(doc(db, 'ipsBuckets', 'b1'), {
    id: 'b1',
    bucketId: 'B1',
    name: 'B1',
    isActive: true,
    teacherIds: ['teacher', 'other'],
    courseIds: [],
  });
});

function newTodo(teacherId: string, title: string): NewTodo {
  return {
    teacherId,
    title,
    notes: '',
    status: 'pending',
    dueDate: new Date('2027-03-01T00:00:00Z'),
    bucketId: 'b1',
    submissionId: null,
  };
}

/** The first snapshot of the teacher's to-dos, or the listener's error. */
function firstSnapshot(uid: string, teacherId: string): Promise<Todo[]> {
  return firstValue((next, fail) => repositoriesFor(env, uid).todos.listen(teacherId, next, fail));
}

describe('to-dos through the repository and the rules', () => {
  it('a teacher creates and updates their own to-dos', async () => {
    const repos = repositoriesFor(env, 'teacher');
    const id = await repos.todos.create(newTodo('teacher', 'Mark essays'));
    await repos.todos.setStatus(id, 'in-progress');
    const [todo] = await firstSnapshot('teacher', 'teacher');
    expect(todo).toMatchObject({
      id,
      title: 'Mark essays',
      status: 'in-progress',
      bucketId: 'b1',
      dueDate: new Date('2027-03-01T00:00:00Z'),
    });
  });

  it("a teacher cannot see, create or change another teacher's to-dos", async () => {
    const otherId = await repositoriesFor(env, 'other').todos.create(newTodo('other', 'Private'));
    const repos = repositoriesFor(env, 'teacher');
    await expect(firstSnapshot('teacher', 'other')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(repos.todos.create(newTodo('other', 'Sneaky'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(repos.todos.setStatus(otherId, 'done')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await firstSnapshot('teacher', 'teacher')).toEqual([]);
  });
});

describe('editing and deleting to-dos (real rules)', () => {
  it('the teacher edits their own to-do; its link stays; a blank title or unknown status is refused', async () => {
    const mine = repositoriesFor(env, 'teacher').todos;
    const id = await mine.create(newTodo('teacher', 'Mark essays'));
    const due = new Date('2027-04-01T00:00:00Z');
    await mine.update(id, {
      title: 'Mark all essays',
      notes: 'Ten left',
      dueDate: due,
      status: 'done',
    });
    const [stored] = await firstSnapshot('teacher', 'teacher');
    expect(stored).toMatchObject({
      title: 'Mark all essays',
      notes: 'Ten left',
      dueDate: due,
      status: 'done',
      bucketId: 'b1',
    });
    await expect(
      mine.update(id, { title: '', notes: '', dueDate: null, status: 'pending' }),
    ).rejects.toThrow();
    await expect(
      mine.update(id, {
        title: 'x',
        notes: '',
        dueDate: null,
        status: 'someday' as Todo['status'],
      }),
    ).rejects.toThrow();
    expect((await firstSnapshot('teacher', 'teacher'))[0]?.title).toBe('Mark all essays');
  });

  it('only the teacher deletes their to-do', async () => {
    const id = await repositoriesFor(env, 'teacher').todos.create(newTodo('teacher', 'Plan'));
    await expect(repositoriesFor(env, 'other').todos.remove(id)).rejects.toThrow();
    expect(await firstSnapshot('teacher', 'teacher')).toHaveLength(1);
    await repositoriesFor(env, 'teacher').todos.remove(id);
    expect(await firstSnapshot('teacher', 'teacher')).toHaveLength(0);
  });
});
