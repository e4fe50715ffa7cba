import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { accessSummary, roleDocument } from '#access/access-summary.ts';
import { ACTIONS, AREAS, type Permissions, type Role } from '#access/model.ts';
import { BATCH_LIMIT } from './batch-limit.ts';
import { readBoolean, readString, readStringList, toDate } from './convert.ts';
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

  /**
   * Writes (or deletes) a role and, in the same batches, the access summary of
   * every user who holds it (decision 220), so nobody keeps a permission the
   * role no longer grants. `rolesAfter` is every role as it will be.
   */
  async function writeWithHolders(
    roleId: string,
    write: (batch: ReturnType<typeof writeBatch>) => void,
    rolesAfter: readonly Role[],
  ) {
    const holders = await getDocs(
      query(collection(db, 'users'), where('assignedRoles', 'array-contains', roleId)),
    );
    const updates = holders.docs.map((d) => {
      const data = d.data();
      const subject = {
        assignedRoles: readStringList(data, 'assignedRoles'),
        isSystemAdmin: readBoolean(data, 'isSystemAdmin'),
      };
      return { ref: d.ref, access: accessSummary(subject, rolesAfter) };
    });
    let batch = writeBatch(db);
    write(batch);
    let size = 1;
    for (const update of updates) {
      if (size === BATCH_LIMIT) {
        await batch.commit();
        batch = writeBatch(db);
        size = 0;
      }
      batch.update(update.ref, { access: update.access, updatedAt: serverTimestamp() });
      size += 1;
    }
    await batch.commit();
  }

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
        ...roleDocument(role),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },

    /**
     * The role editor's save (new or edited) with its holders' access refreshed;
     * `rolesAfter` lists every role as it will be, this one included.
     */
    save(role: Role, rolesAfter: readonly Role[], isNew: boolean) {
      const stored = { ...roleDocument(role), updatedAt: serverTimestamp() };
      return writeWithHolders(
        role.id,
        (batch) =>
          isNew
            ? batch.set(roleDoc(role.id), { ...stored, createdAt: serverTimestamp() })
            : batch.update(roleDoc(role.id), stored),
        rolesAfter,
      );
    },

    /** The spec's getDoc then setDoc: creates the role only when it is missing. */
    async ensure(role: Role): Promise<boolean> {
      const existing = await getDoc(roleDoc(role.id));
      if (existing.exists()) return false;
      await this.create(role);
      return true;
    },

    /** Deletes a role; its holders keep its id but their access no longer counts it. */
    async remove(id: string, rolesAfter: readonly Role[]) {
      const role = await this.get(id);
      if (role?.isSystem) throw new Error('System roles cannot be deleted.');
      await writeWithHolders(id, (batch) => batch.delete(roleDoc(id)), rolesAfter);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
