import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { DEFAULT_COURSES } from '../../src/data/default-courses.ts';
import { claimOldBucketIds } from '../../src/data/bucket-id-claims.ts';
import { createRepositories } from '../../src/data/repositories.ts';
import { generateTemporaryPassword } from '../../src/lib/temporary-password.ts';
import { ADMIN_PASSWORD_FILE, commandWith } from '../data/data-dir.ts';
import { createAuthEmulatorAdmin } from '../emulators/auth-admin.ts';
import { seedDemoProject } from './seed-demo-project.ts';
import { SeedRefusal } from './seed-refusal.ts';

export type SeedOptions = {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  adminEmail: string;
  /** Where the first administrator's temporary password is kept until changed. */
  dataDir?: string;
  /**
   * The emulators loaded saved data: then only the spec's bootstrap runs (the administrator's
   * rights and role). Nothing is reseeded, no administrator is created and no password is
   * reset, unless asked for by the flags below.
   */
  existingData?: boolean;
  /** --create-admin: create ADMIN_EMAIL's account although the data has none. */
  createAdmin?: boolean;
  /** --reset-admin-password: a new temporary password for an administrator who lost theirs. */
  resetAdminPassword?: boolean;
};

export type SeedResult = {
  adminEmail: string;
  adminUid: string;
  /** Null once the administrator has set their own password, or when it is not known. */
  adminPassword: string | null;
  /** Set when the administrator has never changed a temporary password that is now lost. */
  passwordLost: boolean;
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
      if (options.existingData) {
        if (await repos.bootstrap.ensureAdministratorRole()) {
          written.push('roles/system-administrator');
        }
      } else {
        for (const role of DEFAULT_ROLES) {
          if (await repos.roles.ensure(role)) written.push(`roles/${role.id}`);
        }
        const existingCourses = new Set((await repos.courses.list()).map((c) => c.id));
        for (const course of DEFAULT_COURSES) {
          if (existingCourses.has(course.id)) continue;
          await repos.courses.save(course);
          written.push(`courses/${course.id}`);
        }
      }
      result = await seedAdministrator(options, repos, written);
      // Roles and profiles written before access summaries existed, or by an interrupted role edit.
      written.push(...(await repos.accessRepair.run()));
      const claims = await claimOldBucketIds(db);
      written.push(...claims.claimed);
      if (claims.unclaimed.length > 0) {
        console.warn(
          `These buckets share their Bucket ID with an older bucket, or hold one no longer allowed; their teachers should give them a new one:\n  ${claims.unclaimed.join('\n  ')}`,
        );
      }
      // A new data folder only: over saved data nothing is reseeded.
      if (!options.existingData) {
        const demo = await seedDemoProject(db, repos, {
          uid: result.adminUid,
          name: 'Administrator',
        });
        if (demo) written.push(`s1000dProjects/${demo} (the demo project)`);
      }
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
  const credentialsFile = options.dataDir ? join(options.dataDir, ADMIN_PASSWORD_FILE) : undefined;
  const authAdmin = createAuthEmulatorAdmin(options.authHost, options.projectId);
  let stored = readCredentials(credentialsFile);
  if (stored?.email !== email) stored = null;
  const keep = (credentials: StoredCredentials) => {
    if (credentialsFile) {
      writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    }
  };

  let uid = await authAdmin.findUid(email);
  if (!uid) {
    if (options.existingData && !options.createAdmin) {
      throw new SeedRefusal(
        `The saved Auth data has no account for the first administrator, ${email}, so IPS Studio
will not start: it never creates an administrator over saved data on its own.

If ADMIN_EMAIL was changed on purpose, create that administrator with:

  ${commandWith('--create-admin')}

If Auth data was lost, restore an earlier snapshot instead (npm start -- --restore=<name>;
the snapshots are in DATA_DIR/snapshots).`,
      );
    }
    const password = generateTemporaryPassword();
    uid = await authAdmin.createUser(email, password);
    stored = { email, password };
    keep(stored);
    written.push(`auth/${email}`);
  }

  const profile = await repos.users.get(uid);
  let passwordLost = false;
  if (!stored && (profile?.mustChangePassword ?? true)) {
    if (options.existingData && !options.resetAdminPassword) {
      // The temporary password was lost before it was used; resetting it is the user's call.
      passwordLost = true;
    } else {
      const password = generateTemporaryPassword();
      await authAdmin.setPassword(uid, password);
      stored = { email, password };
      keep(stored);
      written.push(`auth/${email} (new temporary password)`);
    }
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
  return {
    adminEmail: email,
    adminUid: uid,
    adminPassword: stored?.password ?? null,
    passwordLost,
    written,
  };
}
