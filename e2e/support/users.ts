import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { SIGN_IN_ROLE_IDS } from '../../src/access/sign-in-roles.ts';
import type { Role, SignInRole } from '../../src/access/model.ts';
import { createRepositories, type Repositories } from '../../src/data/repositories.ts';
import { createAuthEmulatorAdmin } from '../../scripts/emulators/auth-admin.ts';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ips-studio';
let env: Promise<RulesTestEnvironment> | undefined;

function testEnv() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('Run the browser tests through `npm test`.');
  const [hostname, port] = host.split(':');
  env ??= initializeTestEnvironment({
    projectId,
    firestore: { host: hostname!, port: Number(port) },
  });
  return env;
}

/** Writes with the rules bypassed: test set-up, never what the app does. */
export async function asOwner<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await (
    await testEnv()
  ).withSecurityRulesDisabled(async (context) => {
    result = await work(createRepositories(context.firestore() as unknown as Firestore));
  });
  return result as T;
}

/** The raw database with the rules bypassed, for set-up no repository offers. */
export async function withOwnerDb(work: (db: Firestore) => Promise<void>): Promise<void> {
  await (
    await testEnv()
  ).withSecurityRulesDisabled((context) => work(context.firestore() as unknown as Firestore));
}

export type TestUser = { uid: string; email: string; password: string; name: string };

export type NewTestUser = {
  name?: string;
  roles?: SignInRole[];
  assignedRoles?: string[];
  isSystemAdmin?: boolean;
  mustChangePassword?: boolean;
  enrolledCourses?: string[];
  /** Roles besides the defaults, made before the profile (its summary counts them). */
  extraRoles?: Role[];
};

let counter = 0;
/** The users this worker's current test created; the fixture in fixtures.ts removes them. */
const createdInThisTest: TestUser[] = [];

/** A fresh user for one test: its own login and profile, with the default roles in place. */
export async function createTestUser(options: NewTestUser = {}): Promise<TestUser> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) throw new Error('Run the browser tests through `npm test`.');
  counter += 1;
  // Unique across parallel workers (each its own process), not only within one.
  const email = `user-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1`;
  const name = options.name ?? `Test User ${counter}`;
  const uid = await createAuthEmulatorAdmin(authHost, projectId).createUser(email, password);
  const roles = [...DEFAULT_ROLES, ...(options.extraRoles ?? [])];
  await asOwner(async (repos) => {
    for (const role of roles) await repos.roles.ensure(role);
    await repos.users.create(
      {
        uid,
        email,
        name,
        enrolledCourses: options.enrolledCourses ?? [],
        assignedRoles:
          options.assignedRoles ?? (options.roles ?? []).map((r) => SIGN_IN_ROLE_IDS[r]),
        selectedRole: null,
        isSystemAdmin: options.isSystemAdmin ?? false,
        mustChangePassword: options.mustChangePassword ?? false,
      },
      roles,
    );
  });
  const user = { uid, email, password, name };
  createdInThisTest.push(user);
  return user;
}

/** Removes the users the finished test created: their Auth accounts and profiles. */
export async function removeTestUsers(): Promise<void> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) return;
  const admin = createAuthEmulatorAdmin(authHost, projectId);
  const users = createdInThisTest.splice(0);
  await Promise.all(users.map((user) => admin.deleteUser(user.uid)));
  await withOwnerDb(async (db) => {
    await Promise.all(users.map((user) => deleteDoc(doc(db, 'users', user.uid))));
  });
}
