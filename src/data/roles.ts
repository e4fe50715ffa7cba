import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { ACTIONS, AREAS, type Permissions, type Role } from '#access/model.ts';
import { readBoolean, readString, toDate } from './convert.ts';
import { type StoredRole } from '../domain/roles.ts';

function readPermissions(value: unknown): Permissions {
  if (!value || typeof value !== 'object') return {};
  const source = value as Record<string, unknown>;
  const permissions: Permissions = {};
  for (const area of AREAS) {
    const flags = source[area];
    if (!flags || typeof flags !== 'object') continue;
    const entry: Record<string, boolean> = {};
    for (const action of ACTIONS) {
      const flag = (flags as Record<string, unknown>)[action];
      if (typeof flag === 'boolean') entry[action] = flag;
    }
    permissions[area] = entry;
  }
  return permissions;
}

export function toRole(id: string, data: DocumentData): StoredRole {
  return {
    id,
    name: readString(data, 'name', id),
    description: readString(data, 'description'),
    permissions: readPermissions(data.permissions),
    isSystem: readBoolean(data, 'isSystem'),
    isActive: readBoolean(data, 'isActive', true),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

export function createRolesRepository(db: Firestore) {
  const roleDoc = (id: string) => doc(db, 'roles', id);
  return {
    async list(): Promise<StoredRole[]> {
      const found = await getDocs(collection(db, 'roles'));
      return found.docs.map((d) => toRole(d.id, d.data()));
    },

    async get(id: string): Promise<StoredRole | null> {
      const snapshot = await getDoc(roleDoc(id));
      return snapshot.exists() ? toRole(snapshot.id, snapshot.data()) : null;
    },

    create(role: Role) {
      return setDoc(roleDoc(role.id), {
        ...role,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },

    update(role: Role) {
      const { id, ...fields } = role;
      return setDoc(roleDoc(id), { ...fields, id, updatedAt: serverTimestamp() }, { merge: true });
    },

    /** The spec's getDoc then setDoc: creates the role only when it is missing. */
    async ensure(role: Role): Promise<boolean> {
      const existing = await getDoc(roleDoc(role.id));
      if (existing.exists()) return false;
      await this.create(role);
      return true;
    },

    async remove(id: string) {
      const role = await this.get(id);
      if (role?.isSystem) throw new Error('System roles cannot be deleted.');
      await deleteDoc(roleDoc(id));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
