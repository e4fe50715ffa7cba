import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { roleDocument } from '../../src/access/access-summary.ts';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { newProfileDocument } from '../../src/data/users.ts';
import { testProfile } from '../support/test-profile.ts';

/** Profiles written with the rules off: an administrator and a staff user who is not one. */
export async function seedPeople(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const role of DEFAULT_ROLES) await setDoc(doc(db, 'roles', role.id), roleDocument(role));
    const profile = (uid: string, assignedRoles: string[], isSystemAdmin: boolean) =>
      setDoc(
        doc(db, 'users', uid),
        newProfileDocument(testProfile(uid, assignedRoles, { isSystemAdmin }), DEFAULT_ROLES),
      );
    await profile('admin', [], true);
    await profile('engineer', ['ips-engineer-role'], false);
  });
}

export const VALID_REQUEST = {
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  company: 'Analytical Engines',
  message: '',
  status: 'pending',
};

/**
 * A first request written field by field, as a client bypassing the page
 * would: the request plus a matching new guard, in one batch.
 */
export function rawFirstRequest(db: Firestore, fields: Record<string, unknown>) {
  const email = String(fields.email);
  const ref = doc(db, 'accountRequests', `raw-${Math.random().toString(36).slice(2)}`);
  const batch = writeBatch(db);
  batch.set(ref, { ...fields, requestedAt: serverTimestamp() });
  batch.set(doc(db, 'accountRequestGuards', email.toLowerCase()), {
    status: 'pending',
    requestId: ref.id,
    recent: [],
    lastRequestedAt: serverTimestamp(),
  });
  return batch.commit();
}
