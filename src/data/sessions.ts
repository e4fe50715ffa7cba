import {
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readBoolean, readNullableString, readString, readStringList, toDate } from './convert.ts';
import { type SessionRecord } from '../domain/sessions.ts';

export const SESSION_ID_PREFIX = 'session_';

export function isSessionId(id: string) {
  return id.startsWith(SESSION_ID_PREFIX);
}

export function toSessionRecord(id: string, data: DocumentData): SessionRecord {
  return {
    id,
    name: readString(data, 'name'),
    bucketId: readStringList(data, 'enrolledCourses')[0] ?? null,
    enrolledCourses: readStringList(data, 'enrolledCourses'),
    accessCodeDescription: readNullableString(data, 'accessCodeDescription'),
    accessCodeExpiryDate: toDate(data.accessCodeExpiryDate),
    expiresAt: toDate(data.expiresAt),
    createdAt: toDate(data.createdAt),
    lastLogin: toDate(data.lastLogin),
    deleted: readBoolean(data, 'deleted'),
  };
}

export function isSessionExpired(session: SessionRecord, now: Date) {
  return session.expiresAt !== null && session.expiresAt.getTime() <= now.getTime();
}

export function createSessionsRepository(db: Firestore) {
  const sessionDoc = (id: string) => doc(db, 'sessions', id);
  return {
    async get(id: string): Promise<SessionRecord | null> {
      if (!isSessionId(id)) return null;
      const snapshot = await getDoc(sessionDoc(id));
      return snapshot.exists() ? toSessionRecord(snapshot.id, snapshot.data()) : null;
    },

    /**
     * The profile lookup of a stored session id: an expired session is marked
     * deleted and, like a deleted one, gives no profile.
     */
    async getLive(id: string, now: Date): Promise<SessionRecord | null> {
      const session = await this.get(id);
      if (!session || session.deleted) return null;
      if (isSessionExpired(session, now)) {
        await updateDoc(sessionDoc(id), { deleted: true });
        return null;
      }
      return session;
    },

    /** The spec's updateDoc on sessions/{uid} with {name}. */
    updateName(id: string, name: string) {
      const trimmed = name.trim();
      return updateDoc(sessionDoc(id), { name: trimmed, displayName: trimmed });
    },

    recordLogin(id: string) {
      return updateDoc(sessionDoc(id), { lastLogin: serverTimestamp() });
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
