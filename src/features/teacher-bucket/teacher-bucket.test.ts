import { describe, expect, it } from 'vitest';
import {
  codeStatus,
  EMPTY_ASSIGNMENT,
  EMPTY_CODE,
  TEACHER_TEXT,
  toAssignmentFields,
  toNewCode,
} from './teacher-bucket.ts';

const now = new Date(2027, 2, 10, 12, 0);

describe('toNewCode', () => {
  const valid = { description: ' Spring class ', expiryDate: '2027-03-31', uses: '25' };

  it('keeps a code valid through the end of its expiry day', () => {
    expect(toNewCode(valid, 'b1', now)).toEqual({
      code: {
        bucketId: 'b1',
        description: 'Spring class',
        expiryDate: new Date(2027, 2, 31, 23, 59, 59, 999),
        usesLeft: 25,
      },
    });
    expect('code' in toNewCode({ ...valid, expiryDate: '2027-03-10' }, 'b1', now)).toBe(true);
  });

  it('says what is missing or wrong', () => {
    expect(toNewCode(EMPTY_CODE, 'b1', now)).toEqual({ error: TEACHER_TEXT.descriptionRequired });
    expect(toNewCode({ ...valid, expiryDate: '' }, 'b1', now)).toEqual({
      error: TEACHER_TEXT.expiryRequired,
    });
    expect(toNewCode({ ...valid, expiryDate: '2027-03-09' }, 'b1', now)).toEqual({
      error: TEACHER_TEXT.expiryPast,
    });
    for (const uses of ['0', '1001', '2.5', 'ten', '']) {
      expect(toNewCode({ ...valid, uses }, 'b1', now)).toEqual({ error: TEACHER_TEXT.usesInvalid });
    }
  });
});

describe('toAssignmentFields', () => {
  it('needs a title; the due date is the end of the day; no course is null', () => {
    expect(toAssignmentFields(EMPTY_ASSIGNMENT)).toEqual({ error: TEACHER_TEXT.titleRequired });
    expect(
      toAssignmentFields({
        title: ' Essay ',
        instructions: ' Go ',
        dueDate: '2027-04-01',
        courseId: '',
      }),
    ).toEqual({
      value: {
        title: 'Essay',
        instructions: 'Go',
        dueDate: new Date(2027, 3, 1, 23, 59, 59, 999),
        courseId: null,
      },
    });
  });

  it('refuses a due date that is not a date', () => {
    expect(toAssignmentFields({ ...EMPTY_ASSIGNMENT, title: 'A', dueDate: 'soon' })).toEqual({
      error: TEACHER_TEXT.invalidDueDate,
    });
  });
});

describe('codeStatus', () => {
  const code = {
    code: 'C',
    bucketId: 'b',
    description: '',
    expiryDate: new Date(2027, 2, 11),
    usesLeft: 2,
    active: true,
    createdBy: 't',
    createdAt: null,
  };
  it('names why a code no longer works, deactivation first', () => {
    expect(codeStatus(code, now)).toBe('Active');
    expect(codeStatus({ ...code, usesLeft: 0 }, now)).toBe('Used up');
    expect(codeStatus({ ...code, expiryDate: new Date(2027, 2, 1) }, now)).toBe('Expired');
    expect(codeStatus({ ...code, active: false, usesLeft: 0 }, now)).toBe('Deactivated');
  });
});
