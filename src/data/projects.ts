import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readString, toDate } from './convert.ts';
import { packFields, unpackFields } from '../domain/packed-fields.ts';
import { type ProjectCollection, type ProjectDocument } from '../domain/projects.ts';

export function toProjectDocument(
  collectionName: ProjectCollection,
  id: string,
  data: DocumentData,
): ProjectDocument {
  const { name: _name, ownerId: _owner, createdAt, updatedAt, ...fields } = data;
  return {
    id,
    name: readString(data, 'name'),
    ownerId: readString(data, 'ownerId'),
    createdAt: toDate(createdAt),
    updatedAt: toDate(updatedAt),
    // Times inside value fields come back as Timestamps, as they were before packing (decision 1500).
    fields: unpackFields(collectionName, fields, (iso) => Timestamp.fromDate(new Date(iso))),
  };
}

export function createProjectsRepository(db: Firestore, name: ProjectCollection) {
  const projects = collection(db, name);
  return {
    async listOwned(ownerId: string): Promise<ProjectDocument[]> {
      const found = await getDocs(query(projects, where('ownerId', '==', ownerId)));
      return found.docs.map((d) => toProjectDocument(name, d.id, d.data()));
    },

    async get(id: string): Promise<ProjectDocument | null> {
      const snapshot = await getDoc(doc(projects, id));
      return snapshot.exists() ? toProjectDocument(name, snapshot.id, snapshot.data()) : null;
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
     * The names the owner's projects use, for the migrator's duplicate check: one query per
     * run instead of one per name (the spec's name equality, exact and owner-only).
     */
    async ownedNames(ownerId: string): Promise<Set<string>> {
      const found = await getDocs(query(projects, where('ownerId', '==', ownerId)));
      return new Set(found.docs.map((d) => readString(d.data(), 'name')));
    },

    /**
     * Which of `names` the owner's projects use, exactly, for an import's renaming: a count
     * per name, so no project (each can be a 1 MiB breakdown) is downloaded to learn it.
     */
    async namesInUse(ownerId: string, names: readonly string[]): Promise<Set<string>> {
      const counted = await Promise.all(
        names.map(async (projectName) => {
          const named = query(
            projects,
            where('ownerId', '==', ownerId),
            where('name', '==', projectName),
          );
          return (await getCountFromServer(named)).data().count > 0;
        }),
      );
      return new Set(names.filter((_, index) => counted[index]));
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
        ...packFields(name, fields),
        name: projectName,
        ownerId,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return ref.id;
    },

    update(id: string, fields: Record<string, unknown>) {
      return updateDoc(doc(projects, id), {
        ...packFields(name, fields),
        updatedAt: serverTimestamp(),
      });
    },

    remove(id: string) {
      return deleteDoc(doc(projects, id));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
