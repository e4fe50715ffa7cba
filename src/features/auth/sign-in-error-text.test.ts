import { describe, expect, it } from 'vitest';
import { SignInError } from '../../session/session-errors.ts';
import { bootstrapVerifyFirstText } from '../../lib/bootstrap-admin.ts';
import { signInErrorText } from './sign-in-error-text.ts';

describe('signInErrorText', () => {
  it('carries the spec message and the user roles when a role is refused', () => {
    const error = Object.assign(new Error('You Do Not Have Access To This Role.'), {
      roles: ['ips-engineer-role'],
    });
    expect(signInErrorText(error)).toBe(
      'You Do Not Have Access To This Role. Your roles: IPS Engineer.',
    );
  });
  it('passes the missing-profile message through verbatim', () => {
    expect(
      signInErrorText(new Error('User profile not found. Please contact your administrator.')),
    ).toBe('User profile not found. Please contact your administrator.');
  });
  it('does not reveal whether an e-mail exists', () => {
    expect(signInErrorText({ code: 'auth/user-not-found' })).toBe(
      signInErrorText({ code: 'auth/wrong-password' }),
    );
  });
  it('shows refusals written for the user, such as the unverified administrator', () => {
    const text = bootstrapVerifyFirstText('admin@example.com');
    expect(signInErrorText(new SignInError(text))).toBe(text);
  });
  it('hides any other error behind a general text', () => {
    expect(signInErrorText(new Error('internal: stack details'))).toBe(
      'Sign-in failed. Please try again.',
    );
  });
});
