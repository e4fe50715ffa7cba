import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ERRORS, AccessCodeError } from '../../data/access-codes.ts';
import { JOIN_TEXT, joinErrorText, joinInputError } from './join-with-code.ts';

describe('joinInputError', () => {
  it('asks for the name first, then the code', () => {
    expect(joinInputError({ name: '  ', code: '' })).toBe(JOIN_TEXT.nameRequired);
    expect(joinInputError({ name: 'Sam', code: ' ' })).toBe(JOIN_TEXT.codeRequired);
  });

  it('accepts a name and a code', () => {
    expect(joinInputError({ name: 'Sam', code: 'ABCDEFGH' })).toBeNull();
  });
});

describe('joinErrorText', () => {
  it("shows the access code's own message", () => {
    expect(joinErrorText(new AccessCodeError(ACCESS_CODE_ERRORS.usedUp))).toBe(
      ACCESS_CODE_ERRORS.usedUp,
    );
    expect(joinErrorText(new AccessCodeError(ACCESS_CODE_ERRORS.expired))).toBe(
      ACCESS_CODE_ERRORS.expired,
    );
  });

  it('reads a refusal by the rules as an unknown code', () => {
    expect(joinErrorText({ code: 'permission-denied' })).toBe(ACCESS_CODE_ERRORS.unknown);
  });

  it('says when the site does not allow the anonymous sign-in a session needs', () => {
    expect(joinErrorText({ code: 'auth/admin-restricted-operation' })).toBe(JOIN_TEXT.signInOff);
    expect(joinErrorText({ code: 'auth/operation-not-allowed' })).toBe(JOIN_TEXT.signInOff);
  });

  it('falls back to a general message', () => {
    expect(joinErrorText(new Error('offline'))).toBe(JOIN_TEXT.failed);
  });
});
