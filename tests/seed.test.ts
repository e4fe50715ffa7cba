import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../src/access/default-roles.ts';
import { ACTIONS, AREAS } from '../src/access/model.ts';
import { DEFAULT_COURSES } from '../src/data/default-courses.ts';
import { seed } from '../scripts/seed/seed.ts';
import {
  createTestEnvironment,
  PROJECT_ID,
  requireEmulators,
  withAdminRepositories,
} from './support/emulator.ts';

let env: RulesTestEnvironment;
const dataDir = mkdtempSync(join(tmpdir(), 'ips-seed-'));
beforeAll(async () => {
  env = await createTestEnvironment();
  await env.clearFirestore();
});
afterAll(async () => {
  await env.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function snapshotAll() {
  return withAdminRepositories(env, async (_repos, db) => {
    const out: Record<string, string> = {};
    for (const name of ['roles', 'courses', 'users', 's1000dProjects']) {
      for (const d of (await getDocs(collection(db, name))).docs) {
        out[`${name}/${d.id}`] = JSON.stringify(d.data());
      }
    }
    return out;
  });
}

describe('seed', () => {
  const { firestoreHost, authHost } = requireEmulators();
  const adminEmail = `admin-${Date.now()}@ips-studio.local`;
  const options = { projectId: PROJECT_ID, firestoreHost, authHost, adminEmail, dataDir };

  it('writes the roles, the 8 courses and the first administrator', async () => {
    const first = await seed(options);
    expect(first.adminPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(JSON.parse(readFileSync(join(dataDir, 'first-admin.json'), 'utf8')).password).toBe(
      first.adminPassword,
    );
    await withAdminRepositories(env, async (repos) => {
      const roles = await repos.roles.list();
      expect(roles.map((r) => r.id).sort()).toEqual(DEFAULT_ROLES.map((r) => r.id).sort());
      const admin = roles.find((r) => r.id === 'system-administrator')!;
      for (const area of AREAS)
        for (const action of ACTIONS) expect(admin.permissions[area]?.[action]).toBe(true);
      for (const id of [
        'ips-engineer-role',
        'maintainer-role',
        'operator-role',
        'school-role',
        'customer-support-role',
        'data-analyst-role',
        's1000d-viewer-role',
      ]) {
        expect(roles.some((r) => r.id === id)).toBe(true);
      }
      const courses = await repos.courses.list();
      expect(courses).toHaveLength(8);
      const active = courses.filter((c) => c.status === 'active' && c.accessLevel === 'full');
      expect(active.map((c) => c.name).sort()).toEqual([
        'S1000D',
        'S3000L',
        'S5000F',
        'S6000T',
        'Spiral PLM',
      ]);
      const inactive = courses.filter((c) => c.status === 'inactive' && c.accessLevel === 'none');
      expect(inactive.map((c) => c.name).sort()).toEqual(['S2000M', 'S4000P', 'Spiral IETP']);
      expect(DEFAULT_COURSES).toHaveLength(8);
      const profile = (await repos.users.findByEmail(adminEmail))!;
      expect(profile).toMatchObject({
        assignedRoles: ['system-administrator'],
        selectedRole: 'admin',
        isSystemAdmin: true,
        mustChangePassword: true,
      });
      // The demo S1000D project: the administrator manages it, the whole workspace reads it.
      const [demo, ...others] = await repos.s1000dProjects.listVisible(profile.uid, true);
      expect(others).toEqual([]);
      expect(demo).toMatchObject({
        visibility: 'workspace',
        members: { [profile.uid]: 'manager' },
      });
      expect(first.written).toContain(`s1000dProjects/${demo!.id} (the demo project)`);
      const rows = [...(await repos.s1000dObjects.readIndex(demo!.id)).values()];
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(rows.filter((r) => r.row.t === 'pm')).toHaveLength(1);
    });
  });

  it('changes nothing when run again', async () => {
    const before = await snapshotAll();
    const again = await seed(options);
    expect(again.written).toEqual([]);
    expect(await snapshotAll()).toEqual(before);
  });

  it('restores administrator rights that were taken away', async () => {
    await withAdminRepositories(env, async (repos) => {
      const profile = (await repos.users.findByEmail(adminEmail))!;
      await repos.users.assignRoles(
        profile.uid,
        { assignedRoles: [], isSystemAdmin: false, selectedRole: null },
        DEFAULT_ROLES,
      );
    });
    const again = await seed(options);
    expect(again.written).toHaveLength(1);
    await withAdminRepositories(env, async (repos) => {
      expect((await repos.users.findByEmail(adminEmail))!.isSystemAdmin).toBe(true);
    });
  });

  it('claims the Bucket IDs of buckets made before claims existed, the older bucket first', async () => {
    const bucket = (bucketId: string, day: number) => ({
      bucketId,
      name: `Bucket ${bucketId} of day ${day}`,
      isActive: true,
      courseIds: [],
      teacherIds: [],
      createdBy: 'teacher',
      createdAt: Timestamp.fromDate(new Date(2025, 0, day)),
    });
    await withAdminRepositories(env, async (_repos, db) => {
      await setDoc(doc(db, 'ipsBuckets', 'newer'), bucket('aut-27 ', 9));
      await setDoc(doc(db, 'ipsBuckets', 'older'), bucket('AUT-27', 2));
      await setDoc(doc(db, 'ipsBuckets', 'alone'), bucket('Class B', 5));
      await setDoc(doc(db, 'ipsBuckets', 'odd'), bucket('a/b', 6));
    });
    const first = await seed(options);
    expect(first.written.filter((w) => w.startsWith('bucketIds/')).sort()).toEqual([
      'bucketIds/AUT-27',
      'bucketIds/CLASS B',
    ]);
    const claims = await withAdminRepositories(env, async (_repos, db) =>
      Object.fromEntries(
        (await getDocs(collection(db, 'bucketIds'))).docs.map((d) => [d.id, d.data().bucket]),
      ),
    );
    expect(claims).toEqual({ 'AUT-27': 'older', 'CLASS B': 'alone' });
    expect((await seed(options)).written).toEqual([]);
  });
});
