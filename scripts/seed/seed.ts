import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { DEFAULT_COURSES } from '../../src/data/default-courses.ts';
import { createRepositories } from '../../src/data/repositories.ts';
import { generateTemporaryPassword } from '../../src/lib/temporary-password.ts';
import { createAuthEmulatorAdmin } from '../emulators/auth-admin.ts';
import { seedDemoProject } from './seed-demo-project.ts';

export type SeedOptions = {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  adminEmail: string;
  /** Where the first administrator's temporary password is kept until changed. */
  dataDir?: string;
};

export type SeedResult = {
  adminEmail: string;
  /** Null once the administrator has set their own password. */
  adminPassword: string | null;
  written: string[];
};

type StoredCredentials = { email: string; password: string };

function readCredentials(file: string | undefined): StoredCredentials | null {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredCredentials;
  } catch {
    return null;
  }
}

/** Idempotent: a second run finds everything in place and writes nothing. */
export async function seed(options: SeedOptions): Promise<SeedResult> {
  const [host, port] = options.firestoreHost.split(':');
  const env = await initializeTestEnvironment({
    projectId: options.projectId,
    firestore: { host: host!, port: Number(port) },
  });
  const written: string[] = [];
  try {
    let result: SeedResult | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const repos = createRepositories(db);
      for (const role of DEFAULT_ROLES) {
        if (await repos.roles.ensure(role)) written.push(`roles/${role.id}`);
      }
      const existingCourses = new Set((await repos.courses.list()).map((c) => c.id));
      for (const course of DEFAULT_COURSES) {
        if (existingCourses.has(course.id)) continue;
        await repos.courses.save(course);
        written.push(`courses/${course.id}`);
      }
      result = await seedAdministrator(options, repos, written);
      const adminUid = await createAuthEmulatorAdmin(options.authHost, options.projectId).findUid(
        options.adminEmail,
      );
      const demo =
        adminUid && (await seedDemoProject(db, repos, { uid: adminUid, name: 'Administrator' }));
      if (demo) written.push(`s1000dProjects/${demo} (the demo project)`);
    });
    return result!;
  } finally {
    await env.cleanup();
  }
}

async function seedAdministrator(
  options: SeedOptions,
  repos: ReturnType<typeof createRepositories>,
  written: string[],
): Promise<SeedResult> {
  const email = options.adminEmail;
  const credentialsFile = options.dataDir ? join(options.dataDir, 'first-admin.json') : undefined;
  const authAdmin = createAuthEmulatorAdmin(options.authHost, options.projectId);
  let stored = readCredentials(credentialsFile);
  if (stored?.email !== email) stored = null;

  let uid = await authAdmin.findUid(email);
  if (!uid) {
    const password = generateTemporaryPassword();
    uid = await authAdmin.createUser(email, password);
    stored = { email, password };
    if (credentialsFile) writeFileSync(credentialsFile, JSON.stringify(stored), { mode: 0o600 });
    written.push(`auth/${email}`);
  }

  const profile = await repos.users.get(uid);
  if (!stored && (profile?.mustChangePassword ?? true)) {
    // The temporary password was lost before it was used: issue a new one.
    const password = generateTemporaryPassword();
    await authAdmin.setPassword(uid, password);
    stored = { email, password };
    if (credentialsFile) writeFileSync(credentialsFile, JSON.stringify(stored), { mode: 0o600 });
    written.push(`auth/${email} (new temporary password)`);
  }
  const bootstrapped = await repos.bootstrap.ensureProfile(
    { uid, email },
    { name: 'Administrator', mustChangePassword: true },
  );
  if (bootstrapped.written) {
    written.push(profile ? `users/${uid} (administrator rights restored)` : `users/${uid}`);
  }

  // Once the administrator has chosen a password, the temporary one is void.
  if (profile && !profile.mustChangePassword) {
    if (credentialsFile) rmSync(credentialsFile, { force: true });
    stored = null;
  }
  return { adminEmail: email, adminPassword: stored?.password ?? null, written };
}
