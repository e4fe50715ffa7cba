import { describe, expect, it } from 'vitest';
import { setupOutcomeOf, setupPasswordProblem } from './setup-administrator.ts';

describe('setupPasswordProblem', () => {
  it('asks for ten characters', () => {
    expect(setupPasswordProblem('123456789', '123456789')).toBe('Use at least 10 characters.');
  });
  it('asks for the same password twice', () => {
    expect(setupPasswordProblem('a-long-password', 'a-long-passwort')).toBe(
      'The two passwords differ.',
    );
  });
  it('accepts a long, repeated password', () => {
    expect(setupPasswordProblem('a-long-password', 'a-long-password')).toBeNull();
  });
});

describe('setupOutcomeOf', () => {
  it('tells an existing login from other failures', () => {
    expect(setupOutcomeOf({ code: 'auth/email-already-in-use' })).toBe('exists');
    expect(setupOutcomeOf({ code: 'auth/network-request-failed' })).toBe('failed');
    expect(setupOutcomeOf(null)).toBe('failed');
  });
});
