import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type Auth,
} from 'firebase/auth';
import { closeAllListeners } from './listeners.ts';

export type AuthUser = { uid: string; email: string };

export function createAuthPort(
  auth: Auth,
  createSecondaryAuth: <T>(work: (a: Auth) => Promise<T>) => Promise<T>,
) {
  return {
    currentUser(): AuthUser | null {
      const user = auth.currentUser;
      return user ? { uid: user.uid, email: user.email ?? '' } : null;
    },

    onChange(callback: (user: AuthUser | null) => void) {
      return onAuthStateChanged(auth, (user) =>
        callback(user ? { uid: user.uid, email: user.email ?? '' } : null),
      );
    },

    async signIn(email: string, password: string): Promise<AuthUser> {
      const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
      return { uid: credential.user.uid, email: credential.user.email ?? email };
    },

    /** Listeners close first: left open, they would fail once the user is gone. */
    async signOut() {
      closeAllListeners();
      await signOut(auth);
    },

    async changePassword(currentPassword: string, newPassword: string) {
      const user = auth.currentUser;
      if (!user?.email) throw new Error('Sign in again before changing your password.');
      await reauthenticateWithCredential(
        user,
        EmailAuthProvider.credential(user.email, currentPassword),
      );
      await updatePassword(user, newPassword);
    },

    /** Creates another user's login without signing the administrator out. */
    createLogin(email: string, password: string): Promise<string> {
      return createSecondaryAuth(async (secondary) => {
        const credential = await createUserWithEmailAndPassword(secondary, email, password);
        return credential.user.uid;
      });
    },
  };
}

export type AuthPort = ReturnType<typeof createAuthPort>;
