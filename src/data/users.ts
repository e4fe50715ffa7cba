import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { listenList, liveDoc } from './live.ts';
import { accessSummary } from '#access/access-summary.ts';
import type { Role } from '#access/model.ts';
import { memberDocument, memberRef } from './bucket-members.ts';
import { readBoolean, readNullableString, readString, readStringList, toDate } from './convert.ts';
import { DEFAULT_DISPLAY_NAME } from '../lib/display-name.ts';
import { type ListenerError, type Unsubscribe } from './listeners.ts';
import { type UserProfile, type NewUserProfile, type RoleAssignment } from '../domain/users.ts';

export function toUserProfile(uid: string, data: DocumentData): UserProfile {
  return {
    uid,
    email: readString(data, 'email'),
    courseId: readNullableString(data, 'courseId'),
    pin: readNullableString(data, 'pin'),
    name: readString(data, 'name'),
    displayName: readString(data, 'displayName') || DEFAULT_DISPLAY_NAME,
    enrolledCourses: readStringList(data, 'enrolledCourses'),
    assignedRoles: readStringList(data, 'assignedRoles'),
    selectedRole: readNullableString(data, 'selectedRole'),
    isSystemAdmin: readBoolean(data, 'isSystemAdmin'),
    active: readBoolean(data, 'active', true),
    mustChangePassword: readBoolean(data, 'mustChangePassword'),
    accessCodeDescription: readNullableString(data, 'accessCodeDescription'),
    accessCodeExpiryDate: toDate(data.accessCodeExpiryDate),
    createdAt: toDate(data.createdAt),
    lastLogin: toDate(data.lastLogin),
    updatedAt: toDate(data.updatedAt),
  };
}

/**
 * The spec's profile at creation: courseId and pin null, display name from the
 * name, and the access summary of its roles (decision 220).
 */
export function newProfileDocument(profile: NewUserProfile, roles: readonly Role[]) {
  return {
    uid: profile.uid,
    email: profile.email,
    courseId: null,
    pin: null,
    name: profile.name,
    displayName: profile.name.trim() || DEFAULT_DISPLAY_NAME,
    enrolledCourses: profile.enrolledCourses,
    assignedRoles: profile.assignedRoles,
    selectedRole: profile.selectedRole,
    isSystemAdmin: profile.isSystemAdmin,
    active: true,
    mustChangePassword: profile.mustChangePassword,
    access: accessSummary(profile, roles),
    createdAt: serverTimestamp(),
    lastLogin: null,
    updatedAt: serverTimestamp(),
  };
}

export function createUsersRepository(db: Firestore) {
  const users = collection(db, 'users');
  const userDoc = (uid: string) => doc(db, 'users', uid);

  return {
    async get(uid: string): Promise<UserProfile | null> {
      const snapshot = await getDoc(userDoc(uid));
      return snapshot.exists() ? toUserProfile(snapshot.id, snapshot.data()) : null;
    },

    listen: liveDoc(userDoc, toUserProfile),

    async findByEmail(email: string): Promise<UserProfile | null> {
      const found = await getDocs(query(users, where('email', '==', email), limit(1)));
      const first = found.docs[0];
      return first ? toUserProfile(first.id, first.data()) : null;
    },

    /** Newest first, as View As and User Management list them. */
    async listNewestFirst(): Promise<UserProfile[]> {
      const found = await getDocs(query(users, orderBy('createdAt', 'desc')));
      return found.docs.map((d) => toUserProfile(d.id, d.data()));
    },

    listenNewestFirst(
      onChange: (users: UserProfile[]) => void,
      onError: ListenerError,
    ): Unsubscribe {
      return listenList(
        query(users, orderBy('createdAt', 'desc')),
        toUserProfile,
        onChange,
        onError,
      );
    },

    /**
     * The profile, and a membership of each bucket it is enrolled in (a cohort),
     * together; `roles` are the roles as stored, for its access summary.
     */
    create(profile: NewUserProfile, roles: readonly Role[]) {
      const batch = writeBatch(db);
      batch.set(userDoc(profile.uid), newProfileDocument(profile, roles));
      for (const bucketId of new Set(profile.enrolledCourses)) {
        batch.set(
          memberRef(db, bucketId, profile.uid),
          memberDocument(profile.uid, profile.name || DEFAULT_DISPLAY_NAME, 'account'),
        );
      }
      return batch.commit();
    },

    /** One write for a sign-in: the role chosen and the login time. */
    recordSignIn(uid: string, selectedRole: string | null) {
      return updateDoc(userDoc(uid), {
        selectedRole,
        lastLogin: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },

    recordLogin(uid: string) {
      return updateDoc(userDoc(uid), {
        lastLogin: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },

    /** The spec's updateDoc on users/{uid} with {name}; display name follows it. */
    updateName(uid: string, name: string) {
      const trimmed = name.trim();
      return updateDoc(userDoc(uid), {
        name: trimmed,
        displayName: trimmed,
        updatedAt: serverTimestamp(),
      });
    },

    selectRole(uid: string, selectedRole: string | null) {
      return updateDoc(userDoc(uid), { selectedRole, updatedAt: serverTimestamp() });
    },

    passwordChanged(uid: string) {
      return updateDoc(userDoc(uid), { mustChangePassword: false, updatedAt: serverTimestamp() });
    },

    /** New roles with the access summary they give; `roles` are the roles as stored. */
    assignRoles(uid: string, assignment: RoleAssignment, roles: readonly Role[]) {
      return updateDoc(userDoc(uid), {
        ...assignment,
        access: accessSummary(assignment, roles),
        updatedAt: serverTimestamp(),
      });
    },

    setEnrolledCourses(uid: string, enrolledCourses: string[]) {
      return updateDoc(userDoc(uid), { enrolledCourses, updatedAt: serverTimestamp() });
    },

    setActive(uid: string, active: boolean) {
      return updateDoc(userDoc(uid), { active, updatedAt: serverTimestamp() });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
