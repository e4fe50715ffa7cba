import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_REQUEST_MESSAGES } from '../../access/account-request.ts';
import type { AccountRequestGuard } from '../../data/account-requests.ts';
import { DISPOSABLE_DOMAINS, isDisposableEmail } from './request-account-domains.ts';
import {
  fieldErrors,
  submitAccountRequest,
  type RequestAccountPort,
} from './request-account-submit.ts';

const NOW = new Date('2025-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const valid = { email: 'Ada@Example.com ', fullName: ' Ada Lovelace', company: 'Analytical' };

function guard(status: AccountRequestGuard['status'], recent: Date[]): AccountRequestGuard {
  return { status, requestId: 'r', recent, stored: [] };
}

function port(guards: (AccountRequestGuard | null)[], submit = vi.fn(async () => 'new-id')) {
  const readGuard = vi.fn(async () => guards.shift() ?? null);
  return { readGuard, submit } satisfies RequestAccountPort;
}

describe('fieldErrors', () => {
  it('reports every broken field with the spec text', () => {
    expect(fieldErrors({ email: 'nope', fullName: 'A', company: 'X' })).toEqual({
      email: ACCOUNT_REQUEST_MESSAGES.invalidEmail,
      fullName: ACCOUNT_REQUEST_MESSAGES.invalidNameLength,
      company: ACCOUNT_REQUEST_MESSAGES.invalidCompanyLength,
    });
    expect(fieldErrors({ ...valid, email: 'ada@example.com', fullName: 'R2 D2' })).toEqual({
      fullName: ACCOUNT_REQUEST_MESSAGES.invalidNameFormat,
    });
    expect(fieldErrors({ ...valid, email: 'ada@example.com' })).toEqual({});
  });
});

describe('isDisposableEmail', () => {
  it('knows 8 domains, any case, and their subdomains, but not look-alikes', () => {
    expect(DISPOSABLE_DOMAINS).toHaveLength(8);
    expect(isDisposableEmail('x@MAILINATOR.com')).toBe(true);
    expect(isDisposableEmail('x@eu.yopmail.com')).toBe(true);
    expect(isDisposableEmail('x@notmailinator.com')).toBe(false);
    expect(isDisposableEmail('x@example.com')).toBe(false);
  });
});

describe('submitAccountRequest', () => {
  it('saves a valid request, normalised, with the guard it read', async () => {
    const previous = guard('rejected', [minutesAgo(60)]);
    const p = port([previous]);
    expect(await submitAccountRequest(p, valid, () => NOW)).toEqual({
      kind: 'received',
      saved: true,
    });
    expect(p.readGuard).toHaveBeenCalledWith('ada@example.com');
    expect(p.submit).toHaveBeenCalledWith(
      { email: 'ada@example.com', fullName: 'Ada Lovelace', company: 'Analytical', message: '' },
      previous,
    );
  });

  it('does not touch the database for invalid input', async () => {
    const p = port([]);
    const outcome = await submitAccountRequest(p, { ...valid, company: 'X' }, () => NOW);
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { company: ACCOUNT_REQUEST_MESSAGES.invalidCompanyLength },
    });
    expect(p.readGuard).not.toHaveBeenCalled();
  });

  it('drops disposable mail silently: received, nothing read or saved', async () => {
    const p = port([]);
    const outcome = await submitAccountRequest(p, { ...valid, email: 'a@yopmail.com' });
    expect(outcome).toEqual({ kind: 'received', saved: false });
    expect(p.readGuard).not.toHaveBeenCalled();
    expect(p.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['pending', [minutesAgo(60)], ACCOUNT_REQUEST_MESSAGES.alreadyPending],
    ['approved', [minutesAgo(60)], ACCOUNT_REQUEST_MESSAGES.alreadyApproved],
    [
      'rejected',
      [minutesAgo(4), minutesAgo(3), minutesAgo(1)],
      ACCOUNT_REQUEST_MESSAGES.tooManyRequests,
    ],
  ] as const)('refuses when the guard is %s', async (status, recent, message) => {
    const p = port([guard(status, [...recent])]);
    expect(await submitAccountRequest(p, valid, () => NOW)).toEqual({ kind: 'refused', message });
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('explains a refusal by the rules from the guard as it is now', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const p = port(
      [null, guard('pending', [minutesAgo(0)])],
      vi.fn(async () => {
        throw denied;
      }),
    );
    expect(await submitAccountRequest(p, valid, () => NOW)).toEqual({
      kind: 'refused',
      message: ACCOUNT_REQUEST_MESSAGES.alreadyPending,
    });
  });

  it('treats a refusal the local clock cannot explain after 3 requests as too many', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const times = [minutesAgo(5.1), minutesAgo(3), minutesAgo(1)];
    const p = port(
      [guard('rejected', times), guard('rejected', times)],
      vi.fn(async () => {
        throw denied;
      }),
    );
    expect(await submitAccountRequest(p, valid, () => NOW)).toEqual({
      kind: 'refused',
      message: ACCOUNT_REQUEST_MESSAGES.tooManyRequests,
    });
  });

  it('passes other failures on', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    const p = port(
      [null],
      vi.fn(async () => {
        throw offline;
      }),
    );
    await expect(submitAccountRequest(p, valid, () => NOW)).rejects.toBe(offline);
  });
});
