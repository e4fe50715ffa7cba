import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REQUEST_MESSAGES as M,
  accountRequestGuardId,
  decideAccountRequest,
  emailKey,
  normaliseAccountRequest,
  validateAccountRequest,
  type AccountRequestGuard,
} from './account-request.ts';

const valid = { email: 'ana@example.com', fullName: "Ana María O'Neil-Smith", company: 'Acme' };

describe('validateAccountRequest', () => {
  it.each([
    ['valid', {}, null],
    ['valid with message', { message: 'Hello' }, null],
    ['no at sign', { email: 'ana.example.com' }, M.invalidEmail],
    ['no dot after at', { email: 'ana@example' }, M.invalidEmail],
    ['space in e-mail', { email: 'a na@example.com' }, M.invalidEmail],
    ['slash in e-mail', { email: 'a/na@example.com' }, M.invalidEmail],
    ['empty e-mail', { email: '' }, M.invalidEmail],
    ['dot directly after at', { email: 'ana@.com' }, M.invalidEmail],
    ['name of 1', { fullName: 'A' }, M.invalidNameLength],
    ['name of 2', { fullName: 'Al' }, null],
    ['name of 50', { fullName: 'A'.repeat(50) }, null],
    ['name of 51', { fullName: 'A'.repeat(51) }, M.invalidNameLength],
    ['name with digit', { fullName: 'Ana 2' }, M.invalidNameFormat],
    ['name with special character', { fullName: 'Ana!' }, M.invalidNameFormat],
    ['name with at sign', { fullName: 'Ana@Acme' }, M.invalidNameFormat],
    ['length is checked before format', { fullName: '1' }, M.invalidNameLength],
    ['company of 1', { company: 'A' }, M.invalidCompanyLength],
    ['company of 2', { company: 'AB' }, null],
    ['company of 100', { company: 'C'.repeat(100) }, null],
    ['company of 101', { company: 'C'.repeat(101) }, M.invalidCompanyLength],
    ['e-mail is checked first', { email: 'x', fullName: '1', company: '' }, M.invalidEmail],
  ])('%s', (_, change, expected) => {
    expect(validateAccountRequest({ ...valid, ...change })).toBe(expected);
  });
});

describe('normaliseAccountRequest', () => {
  it('trims, lowercases the e-mail and drops an empty message', () => {
    expect(
      normaliseAccountRequest({
        email: ' Ana@Example.COM ',
        fullName: ' Ana ',
        company: ' Acme ',
        message: '  ',
      }),
    ).toEqual({ email: 'ana@example.com', fullName: 'Ana', company: 'Acme' });
    expect(normaliseAccountRequest({ ...valid, message: ' hi ' }).message).toBe('hi');
    expect(accountRequestGuardId(' A@B.C ')).toBe('a@b.c');
  });

  it('stores NFKC, lowercased, without a trailing dot on the domain', () => {
    expect(normaliseAccountRequest({ ...valid, email: 'Ａna@Example.com.' }).email).toBe(
      'ana@example.com',
    );
  });
});

describe('one person, one guard (decision 221)', () => {
  it.each([
    ['ana+news@example.com', 'ana@example.com'],
    ['Ana+A+B@Example.com.', 'ana@example.com'],
    ['a.n.a@example.com', 'a.n.a@example.com'],
    ['A.n.a+x@GoogleMail.com', 'ana@gmail.com'],
    ['ana@gmail.com', 'ana@gmail.com'],
  ])('%s is keyed %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it.each([
    ['a Cyrillic е in the domain', 'ana@\u0435xample.com'],
    ['a Cyrillic а in the local part', '\u0430na@example.com'],
    ['a zero-width space inside', 'an\u200ba@example.com'],
    ['a zero-width space after', 'ana@example.com\u200b'],
    ['a soft hyphen', 'an\u00ada@example.com'],
    ['a word joiner', 'ana@exam\u2060ple.com'],
  ])('refuses %s', (_, email) => {
    const input = normaliseAccountRequest({ ...valid, email });
    expect(validateAccountRequest(input)).toBe(M.emailCharacters);
  });

  it.each([
    ['two dots at the end', 'ana@example.com..', null],
    ['only a +tag before the @', '+news@example.com', M.invalidEmail],
    ['only dots at Gmail', '...@gmail.com', M.invalidEmail],
    ['an empty label', 'ana@example..com', M.invalidEmail],
  ])('%s', (_, email, expected) => {
    expect(validateAccountRequest(normaliseAccountRequest({ ...valid, email }))).toBe(expected);
  });
});

describe('decideAccountRequest', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const guard = (status: AccountRequestGuard['status'], recent: Date[]) => ({ status, recent });

  it.each([
    ['first request', null, { allowed: true, recent: [now] }],
    ['pending', guard('pending', [ago(1e9)]), { allowed: false, message: M.alreadyPending }],
    ['approved', guard('approved', [ago(1e9)]), { allowed: false, message: M.alreadyApproved }],
    ['rejected once', guard('rejected', [ago(1000)]), { allowed: true, recent: [ago(1000), now] }],
    [
      'rejected twice',
      guard('rejected', [ago(2000), ago(1000)]),
      { allowed: true, recent: [ago(2000), ago(1000), now] },
    ],
    [
      'three within 5 minutes',
      guard('rejected', [ago(299_999), ago(2000), ago(1000)]),
      { allowed: false, message: M.tooManyRequests },
    ],
    [
      'three, the oldest exactly 5 minutes ago',
      guard('rejected', [ago(300_000), ago(2000), ago(1000)]),
      { allowed: true, recent: [ago(2000), ago(1000), now] },
    ],
    [
      'three, the oldest long ago',
      guard('rejected', [ago(1e9), ago(2000), ago(1000)]),
      { allowed: true, recent: [ago(2000), ago(1000), now] },
    ],
    [
      'pending beats the rate limit',
      guard('pending', [ago(3), ago(2), ago(1)]),
      { allowed: false, message: M.alreadyPending },
    ],
    ['rejected with no times', guard('rejected', []), { allowed: true, recent: [now] }],
  ] as const)('%s', (_, g, expected) => {
    expect(decideAccountRequest(g, now)).toEqual(expected);
  });
});
