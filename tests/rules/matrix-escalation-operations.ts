import { deleteDoc, doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { accessSummary } from '#access/access-summary.ts';
import { MATRIX_ROLES } from '#access/matrix-actors.ts';
import { ids } from './matrix-seed.ts';
import type { Operation } from './matrix-operations.ts';

const now = serverTimestamp;
const READERS = ['reader-1', 'reader-2', 'reader-3', 'reader-4'];

/**
 * User management's role write, as the app makes it: the roles, the flag and
 * the true access summary of both (decision 220), plus any other change.
 */
export function assign(
  db: Firestore,
  uid: string,
  assignedRoles: string[],
  extra: { isSystemAdmin?: boolean; active?: boolean } = {},
) {
  const isSystemAdmin = extra.isSystemAdmin ?? false;
  return updateDoc(doc(db, 'users', uid), {
    ...extra,
    assignedRoles,
    isSystemAdmin,
    access: accessSummary({ assignedRoles, isSystemAdmin }, MATRIX_ROLES),
    updatedAt: now(),
  });
}

/** The escalation rows of issue 14: each acts on the actor's own target profile. */
export const escalationOperations: Record<string, Operation> = {
  'users.grant-system-administrator': (db, a) =>
    assign(db, ids.plainTarget(a.id), ['system-administrator']),
  'users.grant-named-admin-role': (db, a) => assign(db, ids.plainTarget(a.id), ['course-admin']),
  'users.grant-steward-role': (db, a) => assign(db, ids.plainTarget(a.id), ['um-steward']),
  'users.grant-inactive-admin-role': (db, a) =>
    assign(db, ids.plainTarget(a.id), ['retired-admin']),
  'users.grant-admin-role-fifth': (db, a) =>
    assign(db, ids.plainTarget(a.id), [...READERS, 'course-admin']),
  'users.demote-admin': (db, a) => assign(db, ids.adminTarget(a.id), [], { isSystemAdmin: true }),
  'users.deactivate-admin': (db, a) =>
    updateDoc(doc(db, 'users', ids.adminTarget(a.id)), { active: false, updatedAt: now() }),
  'users.demote-deactivate-admin': (db, a) =>
    assign(db, ids.adminTarget(a.id), [], { active: false }),
  'users.unflag-system-admin': (db, a) =>
    assign(db, ids.adminTarget(a.id), ['system-administrator'], { isSystemAdmin: false }),
  'users.demote-named-admin': (db, a) => assign(db, ids.namedAdminTarget(a.id), []),
  'users.deactivate-named-admin': (db, a) =>
    updateDoc(doc(db, 'users', ids.namedAdminTarget(a.id)), { active: false, updatedAt: now() }),
  'users.deactivate-inactive-admin': (db, a) =>
    updateDoc(doc(db, 'users', ids.retiredAdminTarget(a.id)), { active: false, updatedAt: now() }),
  'users.delete-admin': (db, a) => deleteDoc(doc(db, 'users', ids.deleteAdminTarget(a.id))),
  'users.rewrite-email': (db) =>
    updateDoc(doc(db, 'users', 'uid-other'), { email: 'taken@example.com', updatedAt: now() }),
  'users.forge-summary': (db, a) =>
    updateDoc(doc(db, 'users', ids.plainTarget(a.id)), {
      assignedRoles: ['operator-role'],
      access: {
        ...accessSummary({ assignedRoles: ['operator-role'] }, MATRIX_ROLES),
        grants: ['user-management:view', 'user-management:edit', 'user-management:create'],
      },
      updatedAt: now(),
    }),
  'users.refresh-summary': (db, a) =>
    updateDoc(doc(db, 'users', ids.refreshTarget(a.id)), {
      access: accessSummary({ assignedRoles: ['operator-role'] }, MATRIX_ROLES),
      updatedAt: now(),
    }),
  'users.legacy-profile': (db, a) => assign(db, ids.legacyTarget(a.id), ['operator-role']),
  'users.assign-missing-role': (db, a) =>
    assign(db, ids.refreshTarget(a.id), ['operator-role', 'deleted-role']),
};
