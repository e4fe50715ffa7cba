import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AccountRequestDecidedError,
  AccountRequestNotFoundError,
} from '../../data/account-requests.ts';
import { type AccountRequest } from '../../domain/account-requests.ts';
import type { NewUserProfile, UserProfile } from '../../domain/users.ts';
import { MESSAGES } from '../../lib/messages.ts';
import {
  APPROVAL_TEXTS,
  approveAccountRequest,
  type Approval,
  type ApprovalPorts,
} from './approve-account-request.ts';

const request = {
  id: 'req-1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  status: 'pending',
} as AccountRequest;
const approval: Approval = {
  requestId: 'req-1',
  approvedBy: 'admin',
  cohortId: 'b1',
  notes: ' ok ',
};

function ports(overrides: Partial<ApprovalPorts> = {}) {
  const base = {
    getRequest: vi.fn(async () => request),
    findUserByEmail: vi.fn(async (): Promise<UserProfile | null> => null),
    createLogin: vi.fn(async () => 'uid-1'),
    createUser: vi.fn(async (_profile: NewUserProfile) => {}),
    decide: vi.fn(async () => request),
    generatePassword: vi.fn(() => 'Temp#1234567'),
    notify: vi.fn(),
  } satisfies ApprovalPorts;
  return { ...base, ...overrides } as typeof base;
}

const failOnce = <T>(error: unknown, value: T) => {
  let failed = false;
  return vi.fn(async () => {
    if (failed) return value;
    failed = true;
    throw error;
  });
};

describe('approveAccountRequest', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('creates the login, then the profile, then records the decision', async () => {
    const p = ports();
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toEqual({ kind: 'approved', email: request.email, password: 'Temp#1234567' });
    expect(p.createLogin).toHaveBeenCalledWith('ada@example.com', 'Temp#1234567');
    expect(p.createUser).toHaveBeenCalledWith({
      uid: 'uid-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      enrolledCourses: ['b1'],
      assignedRoles: [],
      selectedRole: null,
      isSystemAdmin: false,
      mustChangePassword: true,
    });
    expect(p.decide).toHaveBeenCalledWith('req-1', {
      status: 'approved',
      by: 'admin',
      assignedCohortId: 'b1',
      notes: 'ok',
    });
    expect(p.notify).toHaveBeenCalledWith(APPROVAL_TEXTS.notice('ada@example.com'));
    expect(APPROVAL_TEXTS.notice('x')).toContain(
      'the temporary password must be changed immediately',
    );
    const order = [p.createLogin, p.createUser, p.decide].map((f) => f.mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a, b) => a! - b!));
  });

  it('enrols in no cohort when none is chosen', async () => {
    const p = ports();
    await approveAccountRequest(p, { ...approval, cohortId: null }, null);
    expect(p.createUser.mock.calls[0]?.[0].enrolledCourses).toEqual([]);
  });

  it('says Account request not found. for a missing request and creates nothing', async () => {
    const p = ports({ getRequest: vi.fn(async () => null) });
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toEqual({
      kind: 'failed',
      message: MESSAGES.accountRequestNotFound,
      progress: null,
    });
    expect(p.createLogin).not.toHaveBeenCalled();
  });

  it('refuses a request that was already decided', async () => {
    const p = ports({
      getRequest: vi.fn(async () => ({ ...request, status: 'rejected' as const })),
    });
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toMatchObject({ message: 'This request was already rejected.' });
    expect(p.createLogin).not.toHaveBeenCalled();
  });

  it('resumes after a failed profile write with the same login and password', async () => {
    const p = ports({ createUser: failOnce(new Error('offline'), undefined) });
    const first = await approveAccountRequest(p, approval, null);
    expect(first).toMatchObject({
      kind: 'failed',
      message: APPROVAL_TEXTS.failedAt('creating the user profile'),
    });
    expect(p.decide).not.toHaveBeenCalled();
    const progress = first.kind === 'failed' ? first.progress : null;
    const second = await approveAccountRequest(p, approval, progress);
    expect(second).toEqual({ kind: 'approved', email: request.email, password: 'Temp#1234567' });
    expect(p.createLogin).toHaveBeenCalledTimes(1);
    expect(p.createUser).toHaveBeenCalledTimes(2);
  });

  it('resumes after a failed decision without making the account again', async () => {
    const p = ports({ decide: failOnce(new Error('offline'), request) });
    const first = await approveAccountRequest(p, approval, null);
    const progress = first.kind === 'failed' ? first.progress : null;
    expect(progress).toMatchObject({ uid: 'uid-1', profileCreated: true });
    expect(await approveAccountRequest(p, approval, progress)).toMatchObject({ kind: 'approved' });
    expect(p.createLogin).toHaveBeenCalledTimes(1);
    expect(p.createUser).toHaveBeenCalledTimes(1);
  });

  it('tells the administrator when a login already exists without a profile', async () => {
    const inUse = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    const p = ports({ createLogin: vi.fn(async () => Promise.reject(inUse)) });
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toEqual({ kind: 'failed', message: APPROVAL_TEXTS.loginExists, progress: null });
    expect(p.createUser).not.toHaveBeenCalled();
    expect(p.decide).not.toHaveBeenCalled();
  });

  it('only records the decision when the e-mail already has a profile', async () => {
    const p = ports({ findUserByEmail: vi.fn(async () => ({ uid: 'old' }) as UserProfile) });
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toEqual({ kind: 'approved', email: request.email, password: null });
    expect(p.createLogin).not.toHaveBeenCalled();
    expect(p.createUser).not.toHaveBeenCalled();
    expect(p.decide).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      new AccountRequestNotFoundError('Account request not found.'),
      MESSAGES.accountRequestNotFound,
    ],
    [
      new AccountRequestDecidedError('This request was already rejected.'),
      'This request was already rejected.',
    ],
  ])('reports a decision that can no longer be made (%s)', async (error, message) => {
    const p = ports({ decide: vi.fn(async () => Promise.reject(error)) });
    const result = await approveAccountRequest(p, approval, null);
    expect(result).toEqual({
      kind: 'failed',
      message: `${message} ${APPROVAL_TEXTS.accountMadeAnyway}`,
      progress: null,
    });
  });
});
