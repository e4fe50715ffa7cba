import {
  collection,
  doc,
  getDocs,
  query,
  updateDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { memberDocument, memberRef } from './bucket-members.ts';
import { readBoolean, readNumber, readString, toDate } from './convert.ts';
import { SESSION_ID_PREFIX } from './sessions.ts';
import { randomToken } from '../lib/random-token.ts';
import { type AccessCode, type NewAccessCode } from '../domain/access-codes.ts';
import type { SessionSignIn } from '../domain/sessions.ts';

export const ACCESS_CODE_ERRORS = {
  unknown: 'This access code is not valid. Check it with your teacher.',
  expired: 'This access code has expired. Ask your teacher for a new one.',
  usedUp:
    'This access code has been used as many times as it allows. Ask your teacher for a new one.',
} as const;

export class AccessCodeError extends Error {}

export function toAccessCode(code: string, data: DocumentData): AccessCode {
  return {
    code,
    bucketId: readString(data, 'bucketId'),
    description: readString(data, 'description'),
    expiryDate: toDate(data.expiryDate),
    usesLeft: readNumber(data, 'usesLeft'),
    active: readBoolean(data, 'active', true),
    createdBy: readString(data, 'createdBy'),
    createdAt: toDate(data.createdAt),
  };
}

/** Where the rules are not asked (seeding, set-up with the rules bypassed): a random uid. */
const uncheckedSessionSignIn =
  (db: Firestore): SessionSignIn<Firestore> =>
  (work) =>
    work(db, randomToken(28));

export function createAccessCodesRepository(
  db: Firestore,
  signInSession: SessionSignIn<Firestore> = uncheckedSessionSignIn(db),
) {
  const codes = collection(db, 'accessCodes');
  return {
    /** 16 characters from a 31-letter alphabet: about 79 bits, not guessable. */
    async create(input: NewAccessCode, createdBy: string): Promise<string> {
      const code = randomToken(16);
      await setDoc(doc(codes, code), {
        code,
        bucketId: input.bucketId,
        description: input.description.trim(),
        expiryDate: Timestamp.fromDate(input.expiryDate),
        usesLeft: input.usesLeft,
        active: true,
        createdBy,
        createdAt: serverTimestamp(),
      });
      return code;
    },

    /** Every code of the bucket: its current teachers and administrators may list them. */
    async listForBucket(bucketId: string): Promise<AccessCode[]> {
      const found = await getDocs(query(codes, where('bucketId', '==', bucketId)));
      return found.docs
        .map((d) => toAccessCode(d.id, d.data()))
        .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    },

    deactivate(code: string) {
      return updateDoc(doc(codes, code), { active: false });
    },

    /**
     * Creates a session user for the code's bucket, makes it a member of the
     * bucket and uses the code up by one, atomically.
     */
    redeem(code: string, name: string, now: Date): Promise<string> {
      const normalised = code.trim().toUpperCase();
      return signInSession((sessionDb, uid) => redeemAs(sessionDb, uid, normalised, name, now));
    },
  };
}

/** The session id is made of the anonymous sign-in's uid: the rules accept no other. */
function redeemAs(db: Firestore, uid: string, normalised: string, name: string, now: Date) {
  const codes = collection(db, 'accessCodes');
  return runTransaction(db, async (tx) => {
    const codeRef = doc(codes, normalised);
    const snapshot = await tx.get(codeRef);
    if (!snapshot.exists()) throw new AccessCodeError(ACCESS_CODE_ERRORS.unknown);
    const accessCode = toAccessCode(snapshot.id, snapshot.data());
    if (!accessCode.active) throw new AccessCodeError(ACCESS_CODE_ERRORS.unknown);
    if (!accessCode.expiryDate || accessCode.expiryDate.getTime() <= now.getTime()) {
      throw new AccessCodeError(ACCESS_CODE_ERRORS.expired);
    }
    if (accessCode.usesLeft <= 0) throw new AccessCodeError(ACCESS_CODE_ERRORS.usedUp);
    const sessionId = `${SESSION_ID_PREFIX}${uid}`;
    const expiresAt = Timestamp.fromDate(accessCode.expiryDate);
    tx.set(doc(db, 'sessions', sessionId), {
      uid: sessionId,
      name: name.trim(),
      displayName: name.trim(),
      accessCode: normalised,
      enrolledCourses: [accessCode.bucketId],
      accessCodeDescription: accessCode.description,
      accessCodeExpiryDate: expiresAt,
      expiresAt,
      createdAt: serverTimestamp(),
      lastLogin: serverTimestamp(),
      deleted: false,
    });
    tx.set(
      memberRef(db, accessCode.bucketId, sessionId),
      memberDocument(sessionId, name, 'session'),
    );
    // The rules accept the session only together with this decrement and membership.
    tx.update(codeRef, { usesLeft: accessCode.usesLeft - 1, lastRedeemedBy: sessionId });
    return sessionId;
  });
}

export type AccessCodesRepository = ReturnType<typeof createAccessCodesRepository>;
