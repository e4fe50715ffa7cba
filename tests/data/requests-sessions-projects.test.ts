import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ERRORS } from '../../src/data/access-codes.ts';
import { emulatorTestEnvironment, withAdminRepositories } from '../support/emulator.ts';

const env = emulatorTestEnvironment();

const request = {
  email: 'Ada@Example.com',
  fullName: 'Ada Lovelace',
  company: 'Analytical Engines',
  message: '',
};

describe('account requests repository', () => {
  it('writes the request and its guard together, and decides once', async () => {
    await withAdminRepositories(env, async (repos) => {
      const id = await repos.accountRequests.submit(request, null);
      const guard = (await repos.accountRequests.readGuard('ada@example.com'))!;
      expect(guard).toMatchObject({ status: 'pending', requestId: id });
      expect(guard.recent).toHaveLength(1);
      expect((await repos.accountRequests.list('pending')).map((r) => r.id)).toEqual([id]);

      await repos.accountRequests.decide(id, {
        status: 'approved',
        by: 'admin-uid',
        assignedCohortId: 'bucket-1',
        notes: 'welcome',
      });
      const approved = (await repos.accountRequests.get(id))!;
      expect(approved).toMatchObject({
        status: 'approved',
        approvedBy: 'admin-uid',
        assignedCohortId: 'bucket-1',
        notes: 'welcome',
      });
      expect(approved.approvedAt).toBeInstanceOf(Date);
      expect((await repos.accountRequests.readGuard(request.email))!.status).toBe('approved');
      await expect(
        repos.accountRequests.decide(id, { status: 'rejected', by: 'x', notes: '' }),
      ).rejects.toThrow('already approved');
      await expect(
        repos.accountRequests.decide('missing', { status: 'rejected', by: 'x', notes: '' }),
      ).rejects.toThrow('Account request not found.');
    });
  });

  it('keeps only the last three request times in the guard', async () => {
    await withAdminRepositories(env, async (repos) => {
      for (let i = 0; i < 4; i++) {
        const previous = await repos.accountRequests.readGuard(request.email);
        await repos.accountRequests.submit(request, previous);
      }
      expect((await repos.accountRequests.readGuard(request.email))!.recent).toHaveLength(3);
    });
  });
});

describe('access codes and sessions', () => {
  it('redeems a code into a session user and uses the code up', async () => {
    await withAdminRepositories(env, async (repos) => {
      const expiry = new Date(Date.now() + 86_400_000);
      const code = await repos.accessCodes.create(
        { bucketId: 'bucket-1', description: 'Spring cohort', usesLeft: 1, expiryDate: expiry },
        'teacher-1',
      );
      expect(code).toMatch(/^[A-Z2-9]{16}$/);
      const sessionId = await repos.accessCodes.redeem(code.toLowerCase(), ' Sam ', new Date());
      expect(sessionId).toMatch(/^session_/);
      const session = (await repos.sessions.getLive(sessionId, new Date()))!;
      expect(session).toMatchObject({
        name: 'Sam',
        bucketId: 'bucket-1',
        enrolledCourses: ['bucket-1'],
        accessCodeDescription: 'Spring cohort',
        deleted: false,
      });
      expect(session.expiresAt?.getTime()).toBe(expiry.getTime());
      await expect(repos.accessCodes.redeem(code, 'Kim', new Date())).rejects.toThrow(
        ACCESS_CODE_ERRORS.usedUp,
      );
      await expect(repos.accessCodes.redeem('NOPE', 'Kim', new Date())).rejects.toThrow(
        ACCESS_CODE_ERRORS.unknown,
      );
    });
  });

  it('refuses an expired code', async () => {
    await withAdminRepositories(env, async (repos) => {
      const code = await repos.accessCodes.create(
        { bucketId: 'b', description: '', usesLeft: 5, expiryDate: new Date(Date.now() - 1000) },
        't',
      );
      await expect(repos.accessCodes.redeem(code, 'Kim', new Date())).rejects.toThrow(
        ACCESS_CODE_ERRORS.expired,
      );
    });
  });

  it('marks an expired session deleted and gives no profile', async () => {
    await withAdminRepositories(env, async (repos, db) => {
      await setDoc(doc(db, 'sessions', 'session_old'), {
        name: 'Old',
        expiresAt: Timestamp.fromDate(new Date(Date.now() - 1000)),
        deleted: false,
      });
      expect(await repos.sessions.getLive('session_old', new Date())).toBeNull();
      expect((await getDoc(doc(db, 'sessions', 'session_old'))).data()!.deleted).toBe(true);
      expect(await repos.sessions.get('not-a-session')).toBeNull();
    });
  });
});

describe('projects and migrations', () => {
  it('keeps free-form fields and finds the owner’s duplicates by name', async () => {
    await withAdminRepositories(env, async (repos) => {
      const id = await repos.pbsProjects.create('owner-1', 'Bike', {
        items: [{ id: '1', name: 'Frame', children: [] }],
        odd: { 'nested key': [1, null, 'x'] },
      });
      const project = (await repos.pbsProjects.get(id))!;
      expect(project.fields).toEqual({
        items: [{ id: '1', name: 'Frame', children: [] }],
        odd: { 'nested key': [1, null, 'x'] },
      });
      expect(project.createdAt).toBeInstanceOf(Date);
      expect(await repos.pbsProjects.existsByName('owner-1', 'Bike')).toBe(true);
      expect(await repos.pbsProjects.existsByName('owner-2', 'Bike')).toBe(false);
      expect(await repos.ipsProjects.existsByName('owner-1', 'Bike')).toBe(false);
    });
  });

  it('tells the names the owner uses, all or asked by name, exactly, and no one else’s', async () => {
    await withAdminRepositories(env, async (repos) => {
      await repos.pbsProjects.create('owner-1', 'Bike', {});
      await repos.pbsProjects.create('owner-1', 'Pump ', {});
      await repos.pbsProjects.create('owner-2', 'Crane', {});
      expect(await repos.pbsProjects.ownedNames('owner-1')).toEqual(new Set(['Bike', 'Pump ']));
      expect(await repos.ipsProjects.ownedNames('owner-1')).toEqual(new Set());
      expect(await repos.pbsProjects.ownedNames('owner-3')).toEqual(new Set());
      const asked = ['Bike', 'bike', 'Pump', 'Pump ', 'Crane', 'Boat'];
      expect(await repos.pbsProjects.namesInUse('owner-1', asked)).toEqual(
        new Set(['Bike', 'Pump ']),
      );
      expect(await repos.ipsProjects.namesInUse('owner-1', asked)).toEqual(new Set());
    });
  });

  it('batches new documents with fresh ids and records the migration', async () => {
    await withAdminRepositories(env, async (repos) => {
      const batch = repos.migrations.newBatch();
      const ids = Array.from({ length: 3 }, (_, i) =>
        batch.add('ipsProjectDrafts', {
          name: `Draft ${i}`,
          ownerId: 'o',
          originalId: `local-${i}`,
        }),
      );
      expect(batch.size).toBe(3);
      await batch.commit();
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain('local-0');
      expect((await repos.ipsProjectDrafts.listOwned('o')).length).toBe(3);
      await repos.migrations.record('o', {
        totalItemsMigrated: 3,
        errors: [],
        localStorageKeys: ['ipsProjectDrafts'],
      });
      const [record] = await repos.migrations.listOwned('o');
      expect(record).toMatchObject({
        totalItemsMigrated: 3,
        localStorageKeys: ['ipsProjectDrafts'],
      });
      expect(record!.migratedAt).toBeInstanceOf(Date);
    });
  });
});
