import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveDoc } from './live.ts';
import { readString, toDate } from './convert.ts';
import {
  PROJECT_ROLES,
  type Actor,
  type NewS1000dProject,
  type ProjectRole,
  type S1000dProject,
} from './s1000d-store-types.ts';

function readMembers(value: unknown): Record<string, ProjectRole> {
  const members: Record<string, ProjectRole> = {};
  if (value && typeof value === 'object') {
    for (const [uid, role] of Object.entries(value)) {
      if (PROJECT_ROLES.includes(role as ProjectRole)) members[uid] = role as ProjectRole;
    }
  }
  return members;
}

export function toS1000dProject(id: string, data: DocumentData): S1000dProject {
  const settings = data.settings;
  return {
    id,
    name: readString(data, 'name'),
    description: readString(data, 'description'),
    settings: settings && typeof settings === 'object' ? { ...settings } : {},
    members: readMembers(data.members),
    visibility: data.visibility === 'workspace' ? 'workspace' : 'members',
    ownerId: readString(data, 'ownerId'),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

const byName = (a: S1000dProject, b: S1000dProject) => a.name.localeCompare(b.name);

export function createS1000dProjectsRepository(db: Firestore) {
  const projects = collection(db, 's1000dProjects');
  const history = (projectId: string) => collection(db, 's1000dProjects', projectId, 'history');

  function historyEntry(actor: Actor, action: string, detail: string) {
    return {
      at: serverTimestamp(),
      by: actor.uid,
      byName: actor.name.slice(0, 100),
      action,
      objectKey: '',
      issue: '',
      detail: detail.slice(0, 500),
    };
  }

  return {
    /** Creates a project with its creator as manager, and its first history entry. */
    async create(input: NewS1000dProject, actor: Actor): Promise<string> {
      const id = doc(projects).id;
      const members = { ...input.members, [actor.uid]: 'manager' as const };
      const batch = writeBatch(db);
      batch.set(doc(projects, id), {
        name: input.name,
        description: input.description,
        settings: input.settings,
        members,
        memberIds: Object.keys(members),
        visibility: input.visibility,
        ownerId: actor.uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(history(id)), historyEntry(actor, 'create-project', input.name));
      await batch.commit();
      return id;
    },

    async get(id: string): Promise<S1000dProject | null> {
      const found = await getDoc(doc(projects, id));
      return found.exists() ? toS1000dProject(found.id, found.data()) : null;
    },

    listen: liveDoc((id: string) => doc(projects, id), toS1000dProject),

    /** The projects a user may open: theirs, and those open to the whole workspace. */
    async listVisible(uid: string, everything = false): Promise<S1000dProject[]> {
      const queries = everything
        ? [projects]
        : [
            query(projects, where('memberIds', 'array-contains', uid)),
            query(projects, where('visibility', '==', 'workspace')),
          ];
      const found = new Map<string, S1000dProject>();
      for (const snapshot of await Promise.all(queries.map((q) => getDocs(q)))) {
        for (const d of snapshot.docs) found.set(d.id, toS1000dProject(d.id, d.data()));
      }
      return [...found.values()].sort(byName);
    },

    /** Name, description, settings and visibility; members are changed with setMembers. */
    async updateSettings(
      id: string,
      changes: Pick<S1000dProject, 'name' | 'description' | 'settings' | 'visibility'>,
      actor: Actor,
    ) {
      const batch = writeBatch(db);
      batch.update(doc(projects, id), {
        name: changes.name,
        description: changes.description,
        settings: changes.settings,
        visibility: changes.visibility,
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(history(id)), historyEntry(actor, 'settings', changes.name));
      await batch.commit();
    },

    async setMembers(id: string, members: Record<string, ProjectRole>, actor: Actor) {
      const batch = writeBatch(db);
      batch.update(doc(projects, id), {
        members,
        memberIds: Object.keys(members),
        updatedAt: serverTimestamp(),
      });
      const summary = Object.entries(members)
        .map(([uid, role]) => `${uid}:${role}`)
        .join(' ');
      batch.set(doc(history(id)), historyEntry(actor, 'members', summary));
      await batch.commit();
    },
  };
}

export type S1000dProjectsRepository = ReturnType<typeof createS1000dProjectsRepository>;
