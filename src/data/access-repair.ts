import { collection, getDocs, writeBatch, type Firestore } from 'firebase/firestore';
import {
  accessSummary,
  grantsOf,
  isSummaryCurrent,
  roleDocument,
  sameHolderAccess,
} from '#access/access-summary.ts';
import { ACTIONS, AREAS, type Permissions } from '#access/model.ts';
import { BATCH_LIMIT } from './batch-limit.ts';
import { readBoolean, readStringList } from './convert.ts';
import { toRole } from './roles.ts';

function sameList(a: unknown, b: readonly string[]) {
  return Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Every area and action present with the same flag, and nothing else. */
function isCompleteAs(stored: unknown, expected: Permissions): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const areas = stored as Record<string, unknown>;
  if (Object.keys(areas).length !== AREAS.length) return false;
  return AREAS.every((area) => {
    const flags = areas[area] as Record<string, unknown> | undefined;
    return (
      !!flags &&
      Object.keys(flags).length === ACTIONS.length &&
      ACTIONS.every((action) => flags[action] === expected[area]?.[action])
    );
  });
}

/**
 * Brings every role's stored grants and every profile's access summary in line
 * with the roles (decision 220): data written before summaries existed, or a
 * role edit interrupted between batches. Needs administrator rights (the seed
 * runs it with the rules bypassed). Returns the paths it rewrote.
 */
export function createAccessRepair(db: Firestore) {
  return {
    async run(): Promise<string[]> {
      const written: string[] = [];
      const writes: { path: string; apply: (batch: ReturnType<typeof writeBatch>) => void }[] = [];
      const roleDocs = await getDocs(collection(db, 'roles'));
      const roles = roleDocs.docs.map((d) => toRole(d.id, d.data()));
      for (const d of roleDocs.docs) {
        const role = toRole(d.id, d.data());
        const stored = roleDocument(role);
        const data = d.data();
        const current =
          sameList(data.grants, grantsOf(role.permissions)) &&
          isCompleteAs(data.permissions, stored.permissions) &&
          sameHolderAccess(data.holderAccess, stored.holderAccess);
        if (!current) {
          const { permissions, grants, holderAccess } = stored;
          writes.push({
            path: d.ref.path,
            apply: (batch) => batch.update(d.ref, { permissions, grants, holderAccess }),
          });
        }
      }
      const users = await getDocs(collection(db, 'users'));
      for (const d of users.docs) {
        const data = d.data();
        const subject = {
          assignedRoles: readStringList(data, 'assignedRoles'),
          isSystemAdmin: readBoolean(data, 'isSystemAdmin'),
        };
        if (isSummaryCurrent(data.access, subject, roles)) continue;
        writes.push({
          path: d.ref.path,
          apply: (batch) => batch.update(d.ref, { access: accessSummary(subject, roles) }),
        });
      }
      for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const write of writes.slice(i, i + BATCH_LIMIT)) {
          write.apply(batch);
          written.push(write.path);
        }
        await batch.commit();
      }
      return written;
    },
  };
}
