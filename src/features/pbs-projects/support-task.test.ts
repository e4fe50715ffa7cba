import { describe, expect, it } from 'vitest';
import {
  EMPTY_TASK_FIELDS,
  readTask,
  splitList,
  TASK_TEXT,
  validateTaskFields,
} from './support-task.ts';

const task = { ...EMPTY_TASK_FIELDS, id: 't1', code: 'T-100', title: 'Inspect wheel' };

describe('validateTaskFields', () => {
  it('accepts a complete task and its own code when editing it', () => {
    expect(validateTaskFields(task, [task], 't1')).toEqual({});
  });

  it('names each invalid field', () => {
    expect(validateTaskFields({ ...task, code: ' ', title: '' }, [], null)).toEqual({
      code: TASK_TEXT.codeRequired,
      title: TASK_TEXT.titleRequired,
    });
    expect(validateTaskFields(task, [task], null)).toEqual({ code: TASK_TEXT.codeTaken('T-100') });
    expect(validateTaskFields({ ...task, duration: 0, personnel: 1.5 }, [], null)).toEqual({
      duration: TASK_TEXT.durationInvalid,
      personnel: TASK_TEXT.personnelInvalid,
    });
    expect(validateTaskFields({ ...task, duration: Number.NaN, personnel: 0 }, [], null)).toEqual({
      duration: TASK_TEXT.durationInvalid,
      personnel: TASK_TEXT.personnelInvalid,
    });
  });
});

describe('lists and stored tasks', () => {
  it('splits comma or line separated lists', () => {
    expect(splitList(' a, b,,\nc ')).toEqual(['a', 'b', 'c']);
  });

  it('fills missing fields of a migrated task and keeps unknown ones', () => {
    expect(readTask({ code: 'X', type: 'Nonsense', extra: 1 }, 2)).toMatchObject({
      id: 'task-3',
      code: 'X',
      type: 'Inspection',
      status: 'Planned',
      skills: [],
      extra: 1,
    });
  });
});
