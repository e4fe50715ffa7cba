import type { SessionRecord } from '../domain/sessions.ts';
import type { UserProfile } from '../domain/users.ts';
import { DEFAULT_DISPLAY_NAME } from '../lib/display-name.ts';

export const SESSION_ID_STORAGE_KEY = 'ipsStudio.sessionId';

/** A session user (joined with an access code) seen as a profile with no roles. */
export function profileFromSession(session: SessionRecord): UserProfile {
  return {
    uid: session.id,
    email: '',
    courseId: null,
    pin: null,
    name: session.name,
    displayName: session.name || DEFAULT_DISPLAY_NAME,
    enrolledCourses: session.enrolledCourses,
    assignedRoles: [],
    selectedRole: null,
    isSystemAdmin: false,
    active: true,
    mustChangePassword: false,
    accessCodeDescription: session.accessCodeDescription,
    accessCodeExpiryDate: session.accessCodeExpiryDate,
    createdAt: session.createdAt,
    lastLogin: session.lastLogin,
    updatedAt: null,
  };
}
