import { describe, expect, it } from 'vitest';
import { passwordChangeErrorText } from './password.ts';

describe('passwordChangeErrorText', () => {
  it('names a wrong current password, and says try again otherwise', () => {
    expect(passwordChangeErrorText({ code: 'auth/invalid-credential' })).toBe(
      'The current password is not right.',
    );
    expect(passwordChangeErrorText({ code: 'auth/wrong-password' })).toBe(
      'The current password is not right.',
    );
    expect(passwordChangeErrorText(new Error('offline'))).toBe(
      'The password could not be changed. Please try again.',
    );
  });
});
