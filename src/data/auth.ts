import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type Auth,
} from 'firebase/auth';
import { closeAllListeners } from './listeners.ts';
import { type AuthUser, type SignedInUser } from '../domain/auth.ts';

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

    async signIn(email: string, password: string): Promise<SignedInUser> {
      const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
      const { user } = credential;
      return { uid: user.uid, email: user.email ?? email, emailVerified: user.emailVerified };
    },

    /** Sends the signed-in user a link that proves they own their address. */
    async sendVerification() {
      if (auth.currentUser) await sendEmailVerification(auth.currentUser);
    },

    sendPasswordReset(email: string) {
      return sendPasswordResetEmail(auth, email.trim());
    },

    /**
     * The bootstrap administrator's own login, made on the second app instance so
     * that nobody is signed in here until the address is verified.
     */
    createVerifiableLogin(email: string, password: string): Promise<void> {
      return createSecondaryAuth(async (secondary) => {
        const credential = await createUserWithEmailAndPassword(secondary, email.trim(), password);
        await sendEmailVerification(credential.user);
      });
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
