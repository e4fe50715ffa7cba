import { createContext, useContext } from 'react';
import type { SignInRole } from '../access/model.ts';
import type { Backend } from '../data/backend.ts';
import type { StoredRole } from '../domain/roles.ts';
import type { UserProfile } from '../domain/users.ts';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export type Session = {
  status: SessionStatus;
  backend: Backend | null;
  /** The signed-in user's own profile. */
  ownProfile: UserProfile | null;
  /** The profile the app renders for: the viewed user while viewing as, else the own one. */
  profile: UserProfile | null;
  viewingAs: UserProfile | null;
  roles: StoredRole[];
  isSessionUser: boolean;
  signIn(email: string, password: string, role: SignInRole | null): Promise<void>;
  joinWithSession(sessionId: string): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  viewAs(profile: UserProfile): void;
  exitViewAs(): void;
  updateDisplayName(name: string): Promise<void>;
  switchRole(role: SignInRole): Promise<void>;
  /** The page signed into has its first data: the sign-in's held writes go now (decision 1640). */
  firstDataArrived(): void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
