import { describe, expect, it } from 'vitest';
import { addTask, removeTask, updateTask } from './item-tasks.ts';
import { EMPTY_ITEM_FIELDS, type PbsItem } from './pbs-item.ts';
import { EMPTY_TASK_FIELDS, TASK_TEXT } from './support-task.ts';

const items: PbsItem[] = [
  {
    ...EMPTY_ITEM_FIELDS,
    id: 'a',
    parentId: null,
    order: 0,
    identifier: 'A',
    name: 'A',
    tasks: [],
  },
  {
    ...EMPTY_ITEM_FIELDS,
    id: 'b',
    parentId: null,
    order: 1,
    identifier: 'B',
    name: 'B',
    tasks: [],
  },
];
const fields = { ...EMPTY_TASK_FIELDS, code: ' T-1 ', title: ' Inspect ', skills: ['Mechanic'] };

describe('item tasks', () => {
  it('adds a trimmed task to the one item only', () => {
    const result = addTask(items, 'a', 't1', fields);
    if (!result.ok) throw new Error('refused');
    expect(result.items[0]!.tasks).toEqual([
      { ...fields, id: 't1', code: 'T-1', title: 'Inspect' },
    ]);
    expect(result.items[1]!.tasks).toEqual([]);
  });

  it('refuses a repeated code on the same item but allows it on another', () => {
    const once = addTask(items, 'a', 't1', fields);
    if (!once.ok) throw new Error('refused');
    expect(addTask(once.items, 'a', 't2', fields)).toEqual({
      ok: false,
      errors: { code: TASK_TEXT.codeTaken('T-1') },
    });
    expect(addTask(once.items, 'b', 't2', fields).ok).toBe(true);
  });

  it('updates and removes a task', () => {
    const once = addTask(items, 'a', 't1', fields);
    if (!once.ok) throw new Error('refused');
    const updated = updateTask(once.items, 'a', 't1', { ...fields, status: 'Done', duration: 2.5 });
    if (!updated.ok) throw new Error('refused');
    expect(updated.items[0]!.tasks[0]).toMatchObject({ id: 't1', status: 'Done', duration: 2.5 });
    expect(updateTask(once.items, 'a', 't1', { ...fields, title: '' }).ok).toBe(false);
    expect(removeTask(updated.items, 'a', 't1')[0]!.tasks).toEqual([]);
  });
});
