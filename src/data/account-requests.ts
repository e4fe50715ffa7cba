import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import { accountRequestGuardId, normaliseEmail } from '../access/account-request.ts';
import { readNullableString, readString, toDate } from './convert.ts';
import {
  type AccountRequestStatus,
  type AccountRequest,
  type AccountRequestInput,
} from '../domain/account-requests.ts';

/**
 * Per-e-mail state the rules read to refuse duplicates and floods. `recent`
 * is the whole history of request times, oldest first (at most 3).
 */
// eslint-disable-next-line local/no-domain-types-in-repositories -- it carries Firestore Timestamps, which only src/data may hold
export type AccountRequestGuard = {
  status: AccountRequestStatus;
  requestId: string;
  recent: Date[];
  /** The same times as stored (microseconds intact): the rules compare them exactly. */
  stored: Timestamp[];
};

export class AccountRequestNotFoundError extends Error {}
export class AccountRequestDecidedError extends Error {}

function toStatus(value: unknown): AccountRequestStatus {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

export function toAccountRequest(id: string, data: DocumentData): AccountRequest {
  return {
    id,
    email: readString(data, 'email'),
    fullName: readString(data, 'fullName'),
    company: readString(data, 'company'),
    message: readString(data, 'message'),
    status: toStatus(data.status),
    requestedAt: toDate(data.requestedAt),
    approvedAt: toDate(data.approvedAt),
    approvedBy: readNullableString(data, 'approvedBy'),
    rejectedAt: toDate(data.rejectedAt),
    rejectedBy: readNullableString(data, 'rejectedBy'),
    assignedCohortId: readNullableString(data, 'assignedCohortId'),
    notes: readString(data, 'notes'),
  };
}

/** The guard is keyed by who the address reaches (emailKey, decision 221). */
export function guardId(email: string) {
  return accountRequestGuardId(email);
}

export function createAccountRequestsRepository(db: Firestore) {
  const requests = collection(db, 'accountRequests');
  const guardDoc = (email: string) => doc(db, 'accountRequestGuards', guardId(email));
  const byStatus = (status?: AccountRequestStatus): Query =>
    status
      ? query(requests, where('status', '==', status), orderBy('requestedAt', 'desc'))
      : query(requests, orderBy('requestedAt', 'desc'));

  return {
    async readGuard(email: string): Promise<AccountRequestGuard | null> {
      const snapshot = await getDoc(guardDoc(email));
      if (!snapshot.exists()) return null;
      const data = snapshot.data();
      const stored = [
        ...(Array.isArray(data.recent) ? data.recent : []),
        data.lastRequestedAt,
      ].filter((t): t is Timestamp => t instanceof Timestamp);
      return {
        status: toStatus(data.status),
        requestId: readString(data, 'requestId'),
        recent: stored.map((t) => t.toDate()),
        stored,
      };
    },

    /**
     * Writes the request and its guard in one batch. Server time cannot sit in
     * a list, so the new time goes to lastRequestedAt and the two before it to
     * `recent`; the rules check both against the stored guard.
     */
    async submit(input: AccountRequestInput, previous: AccountRequestGuard | null) {
      const requestRef = doc(requests);
      const kept = previous ? previous.stored.slice(-2) : [];
      const email = normaliseEmail(input.email);
      const batch = writeBatch(db);
      batch.set(requestRef, {
        email,
        fullName: input.fullName.trim(),
        company: input.company.trim(),
        message: input.message.trim(),
        status: 'pending',
        requestedAt: serverTimestamp(),
      });
      batch.set(guardDoc(input.email), {
        status: 'pending',
        requestId: requestRef.id,
        recent: kept,
        lastRequestedAt: serverTimestamp(),
      });
      await batch.commit();
      return requestRef.id;
    },

    async list(status?: AccountRequestStatus): Promise<AccountRequest[]> {
      const found = await getDocs(byStatus(status));
      return found.docs.map((d) => toAccountRequest(d.id, d.data()));
    },

    listen: liveList(byStatus, toAccountRequest),

    async get(id: string): Promise<AccountRequest | null> {
      const snapshot = await getDoc(doc(requests, id));
      return snapshot.exists() ? toAccountRequest(snapshot.id, snapshot.data()) : null;
    },

    /** Decides a pending request exactly once; the guard follows in the same transaction. */
    decide(
      id: string,
      decision:
        | { status: 'approved'; by: string; assignedCohortId: string | null; notes: string }
        | { status: 'rejected'; by: string; notes: string },
    ) {
      return runTransaction(db, async (tx) => {
        const ref = doc(requests, id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists()) throw new AccountRequestNotFoundError('Account request not found.');
        const request = toAccountRequest(id, snapshot.data());
        if (request.status !== 'pending') {
          throw new AccountRequestDecidedError(`This request was already ${request.status}.`);
        }
        const fields =
          decision.status === 'approved'
            ? {
                status: 'approved',
                approvedAt: serverTimestamp(),
                approvedBy: decision.by,
                assignedCohortId: decision.assignedCohortId,
                notes: decision.notes,
              }
            : {
                status: 'rejected',
                rejectedAt: serverTimestamp(),
                rejectedBy: decision.by,
                notes: decision.notes,
              };
        tx.update(ref, fields);
        tx.set(guardDoc(request.email), { status: decision.status }, { merge: true });
        return request;
      });
    },
  };
}

export type AccountRequestsRepository = ReturnType<typeof createAccountRequestsRepository>;
