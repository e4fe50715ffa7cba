import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { accessSummary } from '../../src/access/access-summary.ts';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { createRepositories } from '../../src/data/repositories.ts';
import { newProfileDocument } from '../../src/data/users.ts';
import type { Repositories } from '../../src/data/repositories.ts';
import type { NewUserProfile } from '../../src/domain/users.ts';
import { emulatorTestEnvironment, withAdminRepositories } from '../support/emulator.ts';
import { BOOTSTRAP_BAD_VALUES, bootstrapProfile } from '../rules/matrix-admin-value-operations.ts';

// The address firestore.rules carries by default (scripts/rules-admin-email.ts fills in others).
const ADMIN_EMAIL = 'admin@ips-studio.local';
const UID = 'bootstrap-uid';

const env = emulatorTestEnvironment(async () => {
  // Every default role but the administrator's, which the bootstrap must create.
  await withAdminRepositories(env, async (r) => {
    for (const role of DEFAULT_ROLES.filter((x) => x.id !== 'system-administrator')) {
      await r.roles.create(role);
    }
  });
});

function dbFor(uid: string, email: string, verified: boolean): Firestore {
  return env
    .authenticatedContext(uid, { email, email_verified: verified })
    .firestore() as unknown as Firestore;
}
const reposFor = (uid: string, email: string, verified: boolean) =>
  createRepositories(dbFor(uid, email, verified));
const stored = (uid: string) => withAdminRepositories(env, (r) => r.users.get(uid));
const account = { uid: UID, email: ADMIN_EMAIL };
/** Ada's profile as it stands before the bootstrap sign-in: no rights, unless `changes` gives some. */
const storeAda = (r: Repositories, changes: Partial<NewUserProfile> = {}) =>
  r.users.create(
    {
      uid: UID,
      email: ADMIN_EMAIL,
      name: 'Ada Admin',
      enrolledCourses: [],
      assignedRoles: [],
      selectedRole: null,
      isSystemAdmin: false,
      mustChangePassword: false,
      ...changes,
    },
    DEFAULT_ROLES,
  );
const options = { name: 'Administrator', mustChangePassword: false };
/** The profile document the bootstrap writes: the administrator's rights, under ADMIN_EMAIL. */
const administratorProfileDocument = (uid: string, name: string) =>
  newProfileDocument(
    {
      uid,
      email: ADMIN_EMAIL,
      name,
      enrolledCourses: [],
      assignedRoles: ['system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
      mustChangePassword: false,
    },
    DEFAULT_ROLES,
  );

describe('the bootstrap administrator under the real rules', () => {
  it('creates their own profile with the administrator rights, then the administrator role', async () => {
    const repos = reposFor(UID, ADMIN_EMAIL, true);
    await assertSucceeds(repos.bootstrap.ensureProfile(account, options));
    const profile = await stored(UID);
    expect(profile).toMatchObject({
      email: ADMIN_EMAIL,
      assignedRoles: ['system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
      mustChangePassword: false,
      active: true,
    });
    expect(await assertSucceeds(repos.bootstrap.ensureAdministratorRole())).toBe(true);
    const role = await withAdminRepositories(env, (r) => r.roles.get('system-administrator'));
    expect(role?.name).toBe('System Administrator');
  });

  it('writes nothing the second time', async () => {
    const repos = reposFor(UID, ADMIN_EMAIL, true);
    await repos.bootstrap.ensureProfile(account, options);
    const first = await stored(UID);
    expect(await repos.bootstrap.ensureProfile(account, options)).toEqual({ written: false });
    expect((await stored(UID))?.updatedAt).toEqual(first?.updatedAt);
  });

  it('merge-updates an existing profile and keeps its other roles and fields', async () => {
    await withAdminRepositories(env, (r) =>
      storeAda(r, {
        enrolledCourses: ['bucket-1'],
        assignedRoles: ['maintainer-role'],
        selectedRole: 'maintainer',
      }),
    );
    await assertSucceeds(
      reposFor(UID, ADMIN_EMAIL, true).bootstrap.ensureProfile(account, options),
    );
    expect(await stored(UID)).toMatchObject({
      name: 'Ada Admin',
      enrolledCourses: ['bucket-1'],
      assignedRoles: ['maintainer-role', 'system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
    });
  });

  it('refuses an address that is not verified', async () => {
    await assertFails(reposFor(UID, ADMIN_EMAIL, false).bootstrap.ensureProfile(account, options));
    expect(await stored(UID)).toBeNull();
  });

  it('refuses any other address, verified or not', async () => {
    const other = { uid: 'other-uid', email: 'someone@example.com' };
    await assertFails(
      reposFor(other.uid, other.email, true).bootstrap.ensureProfile(other, options),
    );
    expect(await stored(other.uid)).toBeNull();
  });

  it('refuses a look-alike address', async () => {
    const other = { uid: 'other-uid', email: 'admin@ips-studio.local.example.com' };
    await assertFails(
      reposFor(other.uid, other.email, true).bootstrap.ensureProfile(other, options),
    );
  });

  it('lets the bootstrap administrator make only their own profile', async () => {
    const db = dbFor(UID, ADMIN_EMAIL, true);
    await assertFails(
      setDoc(
        doc(db, 'users', 'someone-else'),
        administratorProfileDocument('someone-else', 'Ghost'),
      ),
    );
  });

  it('refuses a bootstrap profile without the rights, or with extra or odd fields', async () => {
    const db = dbFor(UID, ADMIN_EMAIL, true);
    const base = administratorProfileDocument(UID, 'Administrator');
    const bad = [
      { ...base, isSystemAdmin: false },
      { ...base, assignedRoles: ['maintainer-role'] },
      { ...base, assignedRoles: ['a', 'b', 'c', 'd', 'e', 'system-administrator'] },
      { ...base, selectedRole: 'maintainer' },
      { ...base, mustChangePassword: true },
      { ...base, active: false },
      { ...base, email: 'other@example.com' },
      { ...base, name: 'x'.repeat(101) },
      { ...base, extra: 'field' },
    ];
    for (const data of bad) {
      await assertFails(setDoc(doc(db, 'users', UID), data));
    }
    await assertSucceeds(setDoc(doc(db, 'users', UID), base));
  });

  it('the merge-update may touch only the rights', async () => {
    await withAdminRepositories(env, (r) => storeAda(r));
    const db = dbFor(UID, ADMIN_EMAIL, true);
    const assignedRoles = ['system-administrator'];
    const rights = {
      assignedRoles,
      selectedRole: 'admin',
      isSystemAdmin: true,
      access: accessSummary({ assignedRoles, isSystemAdmin: true }, DEFAULT_ROLES),
      updatedAt: serverTimestamp(),
    };
    await assertFails(updateDoc(doc(db, 'users', UID), { ...rights, enrolledCourses: ['b'] }));
    await assertFails(updateDoc(doc(db, 'users', UID), { ...rights, isSystemAdmin: false }));
    await assertSucceeds(updateDoc(doc(db, 'users', UID), rights));
  });

  // Decision 1760: each value the bootstrap writes is bounded.
  const big = 'x'.repeat(100_000);
  const textEntry = { teaches: big, administratorLike: big, administers: big, grants: big };
  const withTextEntry = (summary: { roles: unknown[] }) => ({
    ...summary,
    roles: [textEntry, ...summary.roles.slice(1)],
  });

  it('bounds every value of the first profile', async () => {
    const db = dbFor(UID, ADMIN_EMAIL, true);
    for (const change of Object.values(BOOTSTRAP_BAD_VALUES)) {
      await assertFails(setDoc(doc(db, 'users', UID), bootstrapProfile(UID, change)));
    }
    const base = bootstrapProfile(UID);
    await assertFails(
      setDoc(doc(db, 'users', UID), { ...base, access: withTextEntry(base.access) }),
    );
    await assertSucceeds(setDoc(doc(db, 'users', UID), base));
  });

  it("bounds the merge-update's role ids and summary", async () => {
    await withAdminRepositories(env, (r) => storeAda(r));
    const db = dbFor(UID, ADMIN_EMAIL, true);
    const rightsWith = (assignedRoles: string[]) => ({
      assignedRoles,
      selectedRole: 'admin',
      isSystemAdmin: true,
      access: accessSummary({ assignedRoles, isSystemAdmin: true }, DEFAULT_ROLES),
      updatedAt: serverTimestamp(),
    });
    await assertFails(
      updateDoc(doc(db, 'users', UID), rightsWith(['x'.repeat(129), 'system-administrator'])),
    );
    const rights = rightsWith(['system-administrator']);
    await assertFails(
      updateDoc(doc(db, 'users', UID), { ...rights, access: withTextEntry(rights.access) }),
    );
    await assertFails(
      updateDoc(doc(db, 'users', UID), { ...rights, access: { ...rights.access, grants: [big] } }),
    );
    // A role kept beside the administrator's: its entry is what the stored role says.
    await assertSucceeds(
      updateDoc(doc(db, 'users', UID), rightsWith(['operator-role', 'system-administrator'])),
    );
  });

  it('a deactivated bootstrap profile stays deactivated', async () => {
    await withAdminRepositories(env, async (r) => {
      await storeAda(r);
      await r.users.setActive(UID, false);
    });
    await assertFails(reposFor(UID, ADMIN_EMAIL, true).bootstrap.ensureProfile(account, options));
  });

  it('may look up profiles by their own address only', async () => {
    const db = dbFor(UID, ADMIN_EMAIL, true);
    const users = collection(db, 'users');
    await assertSucceeds(getDocs(query(users, where('email', '==', ADMIN_EMAIL))));
    await assertFails(getDocs(query(users, where('email', '==', 'someone@example.com'))));
    await assertFails(getDocs(users));
    await assertFails(
      getDocs(
        query(
          collection(dbFor(UID, ADMIN_EMAIL, false), 'users'),
          where('email', '==', ADMIN_EMAIL),
        ),
      ),
    );
  });
});
