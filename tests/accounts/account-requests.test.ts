import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_REQUEST_MESSAGES } from '../../src/access/account-request.ts';
import { submitAccountRequest } from '../../src/features/auth/request-account-submit.ts';
import { emulatorTestEnvironment, repositoriesFor } from '../support/emulator.ts';
import { rawFirstRequest, seedPeople, VALID_REQUEST } from './helpers.ts';

const env = emulatorTestEnvironment(seedPeople);

const visitorDb = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const visitor = () => repositoriesFor(env, null).accountRequests;
const admin = () => repositoriesFor(env, 'admin').accountRequests;
const input = {
  email: 'Ada@Example.com',
  fullName: 'Ada Lovelace',
  company: 'Analytical Engines',
  message: 'Hi',
};

/** The page's path, then the same write made directly, which the rules must refuse. */
async function expectRefused(message: string) {
  expect(await submitAccountRequest(visitor(), input)).toEqual({ kind: 'refused', message });
  const guard = await visitor().readGuard(input.email);
  await assertFails(visitor().submit({ ...input }, guard));
}

async function rejectPending() {
  const [pending] = await admin().list('pending');
  await admin().decide(pending!.id, { status: 'rejected', by: 'admin', notes: '' });
}

describe('a visitor requests an account', () => {
  it('stores a valid request as pending, e-mail lowercased', async () => {
    expect(await submitAccountRequest(visitor(), input)).toEqual({ kind: 'received', saved: true });
    const [stored] = await admin().list('pending');
    expect(stored).toMatchObject({
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      company: 'Analytical Engines',
      message: 'Hi',
      status: 'pending',
    });
    expect(stored!.requestedAt).toBeInstanceOf(Date);
  });

  it('saves nothing for a disposable-mail domain', async () => {
    const outcome = await submitAccountRequest(visitor(), {
      ...input,
      email: 'ada@mailinator.com',
    });
    expect(outcome).toEqual({ kind: 'received', saved: false });
    expect(await admin().list()).toEqual([]);
    expect(await visitor().readGuard('ada@mailinator.com')).toBeNull();
  });

  it('accepts a well-formed raw write (so the refusals below are about their field)', async () => {
    await assertSucceeds(rawFirstRequest(visitorDb(), VALID_REQUEST));
  });

  it.each([
    ['a bad e-mail', { email: 'ada-at-example.com' }],
    ['an upper-case e-mail', { email: 'Ada@example.com' }],
    ['a one-letter name', { fullName: 'A' }],
    ['a 51-letter name', { fullName: 'A'.repeat(51) }],
    ['a name with digits', { fullName: 'Ada 2' }],
    ['a name with symbols', { fullName: 'Ada <script>' }],
    ['a one-letter company', { company: 'X' }],
    ['a 101-letter company', { company: 'X'.repeat(101) }],
    ['an extra field', { isSystemAdmin: true }],
    ['status approved', { status: 'approved' }],
    ['a missing company', { company: undefined }],
  ])('the rules refuse %s', async (_name, change) => {
    const fields: Record<string, unknown> = { ...VALID_REQUEST, ...change };
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
    await assertFails(rawFirstRequest(visitorDb(), fields));
  });

  it('refuses a second request while one is pending', async () => {
    await submitAccountRequest(visitor(), input);
    await expectRefused(ACCOUNT_REQUEST_MESSAGES.alreadyPending);
  });

  it('refuses a request once the e-mail was approved', async () => {
    await submitAccountRequest(visitor(), input);
    const [pending] = await admin().list('pending');
    await admin().decide(pending!.id, {
      status: 'approved',
      by: 'admin',
      assignedCohortId: null,
      notes: '',
    });
    await expectRefused(ACCOUNT_REQUEST_MESSAGES.alreadyApproved);
  });

  it('allows 3 requests in 5 minutes and refuses the 4th', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await submitAccountRequest(visitor(), input)).toMatchObject({ kind: 'received' });
      await rejectPending();
    }
    await expectRefused(ACCOUNT_REQUEST_MESSAGES.tooManyRequests);
  });

  it('lets no visitor list or read requests', async () => {
    await submitAccountRequest(visitor(), input);
    await assertFails(visitor().list());
  });
});

describe('deciding a request', () => {
  it('an administrator approves it exactly once', async () => {
    await submitAccountRequest(visitor(), input);
    const [pending] = await admin().list('pending');
    await assertSucceeds(
      admin().decide(pending!.id, {
        status: 'approved',
        by: 'admin',
        assignedCohortId: 'b1',
        notes: 'ok',
      }),
    );
    expect(await admin().get(pending!.id)).toMatchObject({
      status: 'approved',
      approvedBy: 'admin',
      assignedCohortId: 'b1',
      notes: 'ok',
    });
    await expect(
      admin().decide(pending!.id, { status: 'rejected', by: 'admin', notes: '' }),
    ).rejects.toThrow('already approved');
    // Going round the repository's check does not help: the rules decide once too.
    const adminDb = env.authenticatedContext('admin').firestore() as unknown as Firestore;
    await assertFails(
      updateDoc(doc(adminDb, 'accountRequests', pending!.id), {
        status: 'rejected',
        rejectedAt: serverTimestamp(),
        rejectedBy: 'admin',
      }),
    );
    await expect(
      admin().decide('missing', { status: 'rejected', by: 'admin', notes: '' }),
    ).rejects.toThrow('Account request not found.');
  });

  it('refuses a decision by someone who is not an administrator', async () => {
    await submitAccountRequest(visitor(), input);
    const [pending] = await admin().list('pending');
    const engineer = repositoriesFor(env, 'engineer').accountRequests;
    await assertFails(
      engineer.decide(pending!.id, { status: 'rejected', by: 'engineer', notes: '' }),
    );
    await assertFails(engineer.list('pending'));
    await assertFails(
      repositoriesFor(env, null).accountRequests.decide(pending!.id, {
        status: 'rejected',
        by: 'x',
        notes: '',
      }),
    );
    expect((await admin().get(pending!.id))!.status).toBe('pending');
  });
});
