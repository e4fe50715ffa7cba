import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readString, toDate } from './convert.ts';
import {
  NAMES_PER_QUERY,
  type ProjectCollection,
  type ProjectDocument,
} from '../domain/projects.ts';

export function toProjectDocument(id: string, data: DocumentData): ProjectDocument {
  const { name: _name, ownerId: _owner, createdAt, updatedAt, ...fields } = data;
  return {
    id,
    name: readString(data, 'name'),
    ownerId: readString(data, 'ownerId'),
    createdAt: toDate(createdAt),
    updatedAt: toDate(updatedAt),
    fields,
  };
}

export function createProjectsRepository(db: Firestore, name: ProjectCollection) {
  const projects = collection(db, name);
  return {
    async listOwned(ownerId: string): Promise<ProjectDocument[]> {
      const found = await getDocs(query(projects, where('ownerId', '==', ownerId)));
      return found.docs.map((d) => toProjectDocument(d.id, d.data()));
    },

    async get(id: string): Promise<ProjectDocument | null> {
      const snapshot = await getDoc(doc(projects, id));
      return snapshot.exists() ? toProjectDocument(snapshot.id, snapshot.data()) : null;
    },

    /** The migrator's duplicate check: the owner's project with this exact name. */
    async existsByName(ownerId: string, projectName: string): Promise<boolean> {
      const found = await getDocs(
        query(
          projects,
          where('ownerId', '==', ownerId),
          where('name', '==', projectName),
          limit(1),
        ),
      );
      return !found.empty;
    },

    /**
     * The migrator's duplicate check for many names at once (the spec's query on name
     * equality, batched): which of `names` the owner's projects already use, exactly.
     * At most NAMES_PER_QUERY names, Firestore's limit for `in`.
     */
    async namesTaken(ownerId: string, names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      if (names.length > NAMES_PER_QUERY) {
        throw new Error(`At most ${NAMES_PER_QUERY} names per query, not ${names.length}`);
      }
      const found = await getDocs(
        query(projects, where('ownerId', '==', ownerId), where('name', 'in', [...names])),
      );
      return new Set(found.docs.map((d) => readString(d.data(), 'name')));
    },

    /**
     * Whether the owner's document with this id exists, for the migrator confirming an
     * interrupted write. A get (or an id equality) of a missing document is refused by the
     * owner rule; a range on the id is a list query the rule allows, and it answers "no".
     */
    async existsOwnedWithId(ownerId: string, id: string): Promise<boolean> {
      const found = await getDocs(
        query(
          projects,
          where('ownerId', '==', ownerId),
          where(documentId(), '>=', id),
          where(documentId(), '<=', id),
          limit(1),
        ),
      );
      return !found.empty;
    },

    async create(ownerId: string, projectName: string, fields: Record<string, unknown>) {
      const ref = await addDoc(projects, {
        ...fields,
        name: projectName,
        ownerId,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return ref.id;
    },

    update(id: string, fields: Record<string, unknown>) {
      return updateDoc(doc(projects, id), { ...fields, updatedAt: serverTimestamp() });
    },

    remove(id: string) {
      return deleteDoc(doc(projects, id));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
