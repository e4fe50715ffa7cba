import { describe, expect, it } from 'vitest';
import { stillPending } from './pending-sign-in.ts';

const record = (value: object) => JSON.stringify(value);
const AT = Date.UTC(2026, 10, 24, 21, 0, 0);
const pending = { uid: 'u1', selectedRole: 'teacher', at: AT };

describe('stillPending', () => {
  it('restores the role of a sign-in whose write the stored profile does not have yet', () => {
    expect(stillPending(record(pending), 'u1', new Date(AT - 60_000))).toEqual(pending);
    expect(stillPending(record(pending), 'u1', null)).toEqual(pending);
  });

  it('never restores over a profile written since: an older role must not overwrite it', () => {
    expect(stillPending(record(pending), 'u1', new Date(AT + 1))).toBeNull();
    expect(stillPending(record(pending), 'u1', new Date(AT))).toBeNull();
  });

  it("ignores another user's sign-in and records that are not one", () => {
    expect(stillPending(record(pending), 'u2', null)).toBeNull();
    expect(stillPending('{not json', 'u1', null)).toBeNull();
    expect(stillPending(record({ uid: 'u1', selectedRole: 3, at: AT }), 'u1', null)).toBeNull();
    expect(stillPending(null, 'u1', null)).toBeNull();
    expect(stillPending(record({ ...pending, selectedRole: null }), 'u1', null)).toEqual({
      ...pending,
      selectedRole: null,
    });
  });
});
