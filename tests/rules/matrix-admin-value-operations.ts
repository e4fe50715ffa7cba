import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { accessSummary, type AccessSummary } from '#access/access-summary.ts';
import { LIMITS } from '#access/limits.ts';
import { BOOTSTRAP_EMAIL, MATRIX_ROLES, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { newProfileDocument } from '../../src/data/users.ts';
import { ids } from './matrix-seed.ts';
import type { Operation } from './matrix-operations.ts';

const over = (limit: number) => 'x'.repeat(limit + 1);
const big = 'x'.repeat(100_000);
const fourTexts = { teaches: big, administratorLike: big, administers: big, grants: big };

/** A summary whose first role entry is replaced (the other four stay as computed). */
function withEntry(summary: AccessSummary, entry: object) {
  return { ...summary, roles: [entry, ...summary.roles.slice(1)] };
}

/** An administrator's refresh of a holder's summary (the refresh-summary row), one entry bad. */
function refresh(
  db: Firestore,
  a: MatrixActor,
  entry: (base: AccessSummary['roles'][0]) => object,
) {
  const summary = accessSummary({ assignedRoles: ['operator-role'] }, MATRIX_ROLES);
  return updateDoc(doc(db, 'users', ids.refreshTarget(a.id)), {
    access: withEntry(summary, entry(summary.roles[0]!)),
    updatedAt: serverTimestamp(),
  });
}

/**
 * The profile the bootstrap writes at the first run (src/data/bootstrap-admin.ts), for `uid`,
 * with `change` applied: tests/accounts/bootstrap-admin.test.ts shows it is allowed unchanged.
 */
export function bootstrapProfile(uid: string, change: Record<string, unknown> = {}) {
  const roleIds = (change.assignedRoles as string[] | undefined) ?? ['system-administrator'];
  const base = newProfileDocument(
    {
      uid,
      email: BOOTSTRAP_EMAIL,
      name: 'Administrator',
      enrolledCourses: [],
      assignedRoles: roleIds,
      selectedRole: 'admin',
      isSystemAdmin: true,
      mustChangePassword: false,
    },
    MATRIX_ROLES,
  );
  return { ...base, ...change };
}

/** One bad value each (the rows of ADMIN_VALUE_ROWS that start with bootstrap-). */
export const BOOTSTRAP_BAD_VALUES: Record<string, Record<string, unknown>> = {
  'long-role-id': { assignedRoles: ['system-administrator', over(LIMITS.users.code)] },
  'long-course-id': { courseId: over(LIMITS.users.code) },
  'long-pin': { pin: over(LIMITS.users.code) },
  'long-description': { accessCodeDescription: over(LIMITS.accessCodes.description) },
  'text-last-login': { lastLogin: big },
};

function bootstrap(db: Firestore, a: MatrixActor, change: Record<string, unknown>) {
  const uid = uidOf(a.id);
  return setDoc(doc(db, 'users', uid), bootstrapProfile(uid, change));
}

function bootstrapEntryText(db: Firestore, a: MatrixActor) {
  const uid = uidOf(a.id);
  const base = bootstrapProfile(uid);
  return setDoc(doc(db, 'users', uid), { ...base, access: withEntry(base.access, fourTexts) });
}

/** Operations of ADMIN_VALUE_ROWS (src/access/matrix-admin-value-rows.ts, decision 1700). */
export const adminValueOperations: Record<string, Operation> = {
  'users.refresh-entry-text-flag': (db, a) => refresh(db, a, (e) => ({ ...e, teaches: big })),
  'users.refresh-entry-extra-key': (db, a) => refresh(db, a, (e) => ({ ...e, note: 'x' })),
  'users.refresh-entry-long-grants': (db, a) => refresh(db, a, (e) => ({ ...e, grants: [big] })),
  'users.refresh-entry-text-values': (db, a) => refresh(db, a, () => fourTexts),
  ...Object.fromEntries(
    Object.entries(BOOTSTRAP_BAD_VALUES).map(([key, change]) => [
      `users.bootstrap-${key}`,
      (db: Firestore, a: MatrixActor) => bootstrap(db, a, change),
    ]),
  ),
  'users.bootstrap-entry-text': bootstrapEntryText,
};
