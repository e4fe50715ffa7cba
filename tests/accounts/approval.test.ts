import { deleteApp, initializeApp } from 'firebase/app';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_REQUEST_MESSAGES } from '../../src/access/account-request.ts';
import { createAuthPort } from '../../src/data/auth.ts';
import type { Repositories } from '../../src/data/repositories.ts';
import { submitAccountRequest } from '../../src/features/auth/request-account-submit.ts';
import {
  APPROVAL_TEXTS,
  approveAccountRequest,
  type ApprovalPorts,
} from '../../src/features/user-management/approve-account-request.ts';
import { generateTemporaryPassword } from '../../src/lib/temporary-password.ts';
import { createAuthEmulatorAdmin } from '../../scripts/emulators/auth-admin.ts';
import {
  emulatorTestEnvironment,
  PROJECT_ID,
  repositoriesFor,
  requireEmulators,
  withAdminRepositories,
} from '../support/emulator.ts';
import { seedPeople } from './helpers.ts';

const env = emulatorTestEnvironment(async () => {
  await seedPeople(env);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A throwaway app against the Auth emulator, as withSecondaryAuth makes in the browser. */
async function withAuth<T>(work: (auth: Auth) => Promise<T>): Promise<T> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID },
    `t-${crypto.randomUUID()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${requireEmulators().authHost}`, { disableWarnings: true });
  try {
    return await work(auth);
  } finally {
    await deleteApp(app);
  }
}

function portsFor(repos: Repositories, notify = vi.fn()): ApprovalPorts {
  const auth = createAuthPort(null as unknown as Auth, withAuth);
  return {
    getRequest: (id) => repos.accountRequests.get(id),
    findUserByEmail: (email) => repos.users.findByEmail(email),
    createLogin: (email, password) => auth.createLogin(email, password),
    createUser: (profile) => repos.users.create(profile, []),
    decide: (id, decision) => repos.accountRequests.decide(id, decision),
    generatePassword: generateTemporaryPassword,
    notify,
  };
}

const admin = () => repositoriesFor(env, 'admin');

async function request(email: string) {
  const visitor = repositoriesFor(env, null).accountRequests;
  await submitAccountRequest(visitor, { email, fullName: 'Ada Lovelace', company: 'Analytical' });
  const [pending] = await admin().accountRequests.list('pending');
  return pending!;
}

const uniqueEmail = () => `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('approving an account request (Firestore and Auth emulators, real rules)', () => {
  it('creates a login with the temporary password, a profile in its cohort, and decides the request', async () => {
    await withAdminRepositories(env, (_, db) =>
      setDoc(doc(db, 'ipsBuckets', 'bucket-1'), { name: 'Spring', isActive: true, teacherIds: [] }),
    );
    const email = uniqueEmail();
    const { id } = await request(email);
    const notify = vi.fn();
    const approval = { requestId: id, approvedBy: 'admin', cohortId: 'bucket-1', notes: 'Welcome' };
    const result = await approveAccountRequest(portsFor(admin(), notify), approval, null);
    expect(result).toMatchObject({ kind: 'approved', email });
    const password = result.kind === 'approved' ? result.password! : '';
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);

    const uid = await withAuth(
      async (auth) => (await signInWithEmailAndPassword(auth, email, password)).user.uid,
    );
    expect(await admin().users.get(uid)).toMatchObject({
      email,
      name: 'Ada Lovelace',
      enrolledCourses: ['bucket-1'],
      assignedRoles: [],
      isSystemAdmin: false,
      mustChangePassword: true,
      courseId: null,
      pin: null,
    });
    const member = await withAdminRepositories(env, async (_, db) =>
      (await getDoc(doc(db, 'ipsBuckets', 'bucket-1', 'members', uid))).data(),
    );
    expect(member).toMatchObject({ learnerId: uid, name: 'Ada Lovelace', kind: 'account' });
    expect(await admin().accountRequests.get(id)).toMatchObject({
      status: 'approved',
      approvedBy: 'admin',
      assignedCohortId: 'bucket-1',
      notes: 'Welcome',
    });
    expect(notify).toHaveBeenCalledWith(APPROVAL_TEXTS.notice(email));

    const again = await approveAccountRequest(portsFor(admin()), approval, null);
    expect(again).toMatchObject({ kind: 'failed', message: 'This request was already approved.' });
    const visitor = repositoriesFor(env, null).accountRequests;
    expect(
      await submitAccountRequest(visitor, {
        email,
        fullName: 'Ada Lovelace',
        company: 'Analytical',
      }),
    ).toEqual({
      kind: 'refused',
      message: ACCOUNT_REQUEST_MESSAGES.alreadyApproved,
    });
  });

  it('resumes after the profile write was refused, with one login', async () => {
    const email = uniqueEmail();
    const { id } = await request(email);
    const approval = { requestId: id, approvedBy: 'admin', cohortId: null, notes: '' };
    // The engineer may not create profiles: the rules refuse that step.
    const mixed = {
      ...portsFor(admin()),
      createUser: portsFor(repositoriesFor(env, 'engineer')).createUser,
    };
    const first = await approveAccountRequest(mixed, approval, null);
    expect(first).toMatchObject({
      kind: 'failed',
      message: APPROVAL_TEXTS.failedAt('creating the user profile'),
    });
    expect((await admin().accountRequests.get(id))!.status).toBe('pending');

    const progress = first.kind === 'failed' ? first.progress : null;
    const second = await approveAccountRequest(portsFor(admin()), approval, progress);
    expect(second).toMatchObject({ kind: 'approved', password: progress!.password });
    const profile = await admin().users.findByEmail(email);
    expect(profile!.uid).toBe(progress!.uid);
  });

  it('stops with a clear message when a login exists without a profile', async () => {
    const email = uniqueEmail();
    const { id } = await request(email);
    await createAuthEmulatorAdmin(requireEmulators().authHost, PROJECT_ID).createUser(
      email,
      'Other#123456',
    );
    const approval = { requestId: id, approvedBy: 'admin', cohortId: null, notes: '' };
    const result = await approveAccountRequest(portsFor(admin()), approval, null);
    expect(result).toEqual({ kind: 'failed', message: APPROVAL_TEXTS.loginExists, progress: null });
    expect((await admin().accountRequests.get(id))!.status).toBe('pending');
    expect(await admin().users.findByEmail(email)).toBeNull();
  });

  it('says Account request not found. for a missing request', async () => {
    const approval = { requestId: 'missing', approvedBy: 'admin', cohortId: null, notes: '' };
    expect(await approveAccountRequest(portsFor(admin()), approval, null)).toEqual({
      kind: 'failed',
      message: 'Account request not found.',
      progress: null,
    });
  });
});
