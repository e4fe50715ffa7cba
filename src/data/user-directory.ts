import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import type { DirectoryEntry } from '../domain/user-directory.ts';
import { readString } from './convert.ts';

/** Addresses are kept as the sign-in token has them: lower case. */
const entryId = (email: string) => email.trim().toLowerCase();

/** Colleagues found by e-mail (decision 170): each user writes their own entry at sign-in. */
export function createUserDirectoryRepository(db: Firestore) {
  return {
    async publish(email: string, entry: DirectoryEntry) {
      await setDoc(doc(db, 'userDirectory', entryId(email)), {
        uid: entry.uid,
        displayName: entry.displayName.slice(0, 100),
      });
    },

    async find(email: string): Promise<DirectoryEntry | null> {
      const found = await getDoc(doc(db, 'userDirectory', entryId(email)));
      if (!found.exists()) return null;
      return {
        uid: readString(found.data(), 'uid'),
        displayName: readString(found.data(), 'displayName'),
      };
    },
  };
}
