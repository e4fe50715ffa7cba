import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore';
import { LIMITS } from '../../src/access/limits.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { SIGN_IN_ROLE_IDS } from '../../src/access/sign-in-roles.ts';
import type { CourseProgress, ProgressUpdate } from '../../src/domain/course-progress.ts';
import { DEFAULT_COURSES } from '../../src/data/default-courses.ts';
import { environmentSeededBy, repositoriesFor } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

const SESSION = 'session_HOLDER23456789ABCDEFGHJK';
const EXPIRED = 'session_EXPIRED3456789ABCDEFGHJK';
const DAY = 24 * 60 * 60 * 1000;

const env = environmentSeededBy(async (repos, db) => {
  for (const role of DEFAULT_ROLES) await repos.roles.create(role);
  for (const course of DEFAULT_COURSES) await repos.courses.save(course);
  const profiles = [
    ['student', [], ['b1', 'b2']],
    ['teacher', [SIGN_IN_ROLE_IDS.school], []],
    ['stranger', [SIGN_IN_ROLE_IDS.school], []],
    ['admin', ['system-administrator'], []],
  ] as const;
  for (const [uid, assignedRoles, enrolledCourses] of profiles) {
    await repos.users.create(testProfile(uid, assignedRoles, { enrolledCourses }), DEFAULT_ROLES);
  }
  for (const id of ['b1', 'b2']) {
    await setDoc(doc(db, 'ipsBuckets', id), {
      id,
      bucketId: id.toUpperCase(),
      name: id,
      isActive: true,
      teacherIds: id === 'b2' ? ['teacher'] : [],
    });
  }
  for (const [id, offset] of [
    [SESSION, DAY],
    [EXPIRED, -DAY],
  ] as const) {
    await setDoc(doc(db, 'sessions', id), session(id, offset));
  }
});

function session(id: string, expiresInMs: number) {
  return {
    uid: id,
    name: 'Guest',
    enrolledCourses: ['b2'],
    accessCode: 'CODE',
    expiresAt: Timestamp.fromMillis(Date.now() + expiresInMs),
    createdAt: Timestamp.now(),
    deleted: false,
  };
}

function update(learnerId: string, changes: Partial<ProgressUpdate> = {}): ProgressUpdate {
  return {
    learnerId,
    courseId: 's1000d',
    enrolledCourses: learnerId === 'student' ? ['b1', 'b2'] : ['b2'],
    lessonCount: 9,
    answers: { 'data-modules:q1': { choice: 'b', correct: true } },
    completedLessonId: null,
    ...changes,
  };
}

describe('course progress through the repository and the rules', () => {
  it('a student saves answers; later answers merge and completed lessons accumulate', async () => {
    const repos = repositoriesFor(env, 'student');
    await repos.courseProgress.saveAnswers(update('student'));
    await repos.courseProgress.saveAnswers(
      update('student', {
        answers: { 'data-modules:q2': { choice: 'a', correct: false } },
        completedLessonId: 'data-modules',
      }),
    );
    await repos.courseProgress.saveAnswers(
      update('student', { answers: {}, completedLessonId: 'dmc' }),
    );
    const progress = await repos.courseProgress.get('student', 's1000d');
    expect(progress).toMatchObject<Partial<CourseProgress>>({
      learnerId: 'student',
      courseId: 's1000d',
      bucketIds: ['b1', 'b2'],
      completedLessonIds: ['data-modules', 'dmc'],
      answers: {
        'data-modules:q1': { choice: 'b', correct: true },
        'data-modules:q2': { choice: 'a', correct: false },
      },
      lessonCount: 9,
    });
    expect(progress?.updatedAt).toBeInstanceOf(Date);
  });

  it('a typed answer past the limit is saved as its start; the rules check what a save names', async () => {
    const repos = repositoriesFor(env, 'student');
    const long = 'D'.repeat(LIMITS.courseProgress.choice + 100);
    await repos.courseProgress.saveAnswers(
      update('student', { answers: { 'dmc:q1': { choice: long, correct: false } } }),
    );
    const progress = await repos.courseProgress.get('student', 's1000d');
    expect(progress?.answers['dmc:q1']?.choice).toBe(long.slice(0, LIMITS.courseProgress.choice));
  });

  it('a learner listens to progress that does not exist yet, then sees it arrive', async () => {
    const repos = repositoriesFor(env, 'student');
    const seen: (CourseProgress | null)[] = [];
    await new Promise<void>((resolve, reject) => {
      const stop = repos.courseProgress.listen(
        'student',
        's1000d',
        (progress) => {
          seen.push(progress);
          if (seen.length === 1) void repos.courseProgress.saveAnswers(update('student'));
          if (progress && !progress.updatedAt) return;
          if (progress) {
            stop();
            resolve();
          }
        },
        reject,
      );
    });
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)?.answers['data-modules:q1']).toEqual({ choice: 'b', correct: true });
  });

  it('a session holder saves and reads its own progress; an expired session cannot', async () => {
    const holder = repositoriesFor(env, null);
    await holder.courseProgress.saveAnswers(update(SESSION));
    expect((await holder.courseProgress.get(SESSION, 's1000d'))?.bucketIds).toEqual(['b2']);
    await expect(holder.courseProgress.saveAnswers(update(EXPIRED))).rejects.toThrow();
    await expect(holder.courseProgress.get(EXPIRED, 's1000d')).rejects.toThrow();
  });

  it('the teacher of the first or second bucket and administrators read it; others cannot', async () => {
    await repositoriesFor(env, 'student').courseProgress.saveAnswers(update('student'));
    for (const reader of ['teacher', 'admin']) {
      const progress = await repositoriesFor(env, reader).courseProgress.get('student', 's1000d');
      expect(progress?.learnerId).toBe('student');
    }
    await expect(
      repositoriesFor(env, 'stranger').courseProgress.get('student', 's1000d'),
    ).rejects.toThrow();
    await expect(
      repositoriesFor(env, null).courseProgress.get('student', 's1000d'),
    ).rejects.toThrow();
  });

  it('nobody writes progress for someone else, or in a course students cannot open', async () => {
    await expect(
      repositoriesFor(env, 'admin').courseProgress.saveAnswers(update('student')),
    ).rejects.toThrow();
    await expect(
      repositoriesFor(env, 'student').courseProgress.saveAnswers(
        update('student', { courseId: 's2000m' }),
      ),
    ).rejects.toThrow();
    await expect(
      repositoriesFor(env, 'student').courseProgress.saveAnswers(
        update('student', { enrolledCourses: ['b2'] }),
      ),
    ).rejects.toThrow();
    expect(await repositoriesFor(env, 'admin').courseProgress.get('student', 's1000d')).toBeNull();
  });

  it('bad shapes are refused', async () => {
    await expect(
      repositoriesFor(env, 'student').courseProgress.saveAnswers(
        update('student', { lessonCount: 0 }),
      ),
    ).rejects.toThrow();
    const db = env.authenticatedContext('student').firestore() as unknown as Firestore;
    await expect(
      setDoc(doc(db, 'courseProgress', 'student__s1000d'), {
        learnerId: 'student',
        courseId: 's1000d',
        bucketIds: ['b1', 'b2'],
        completedLessonIds: 'all',
        answers: {},
        lessonCount: 9,
        updatedAt: Timestamp.now(),
      }),
    ).rejects.toThrow();
  });
});
