import {
  arrayUnion,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readNumber, readString, readStringList, toDate } from './convert.ts';
import { type ListenerError, type Unsubscribe } from './listeners.ts';
import { listenDoc } from './live.ts';
import {
  type CourseAnswer,
  type CourseProgress,
  type ProgressUpdate,
} from '../domain/course-progress.ts';
import { LIMITS } from '../access/limits.ts';

/** The rules let a bucket's teacher read progress through bucketIds[0] or [1]; at most 10 are kept. */
export const MAX_PROGRESS_BUCKETS = 10;

export function courseProgressId(learnerId: string, courseId: string) {
  return `${learnerId}__${courseId}`;
}

export function answerKey(lessonId: string, questionId: string) {
  return `${lessonId}:${questionId}`;
}

function toAnswers(value: unknown): Record<string, CourseAnswer> {
  if (!value || typeof value !== 'object') return {};
  const answers: Record<string, CourseAnswer> = {};
  for (const [key, answer] of Object.entries(value as Record<string, unknown>)) {
    const { choice, correct } = (answer ?? {}) as Record<string, unknown>;
    if (typeof choice === 'string' && typeof correct === 'boolean') {
      answers[key] = { choice, correct };
    }
  }
  return answers;
}

export function toCourseProgress(data: DocumentData): CourseProgress {
  return {
    learnerId: readString(data, 'learnerId'),
    courseId: readString(data, 'courseId'),
    bucketIds: readStringList(data, 'bucketIds'),
    completedLessonIds: readStringList(data, 'completedLessonIds'),
    answers: toAnswers(data.answers),
    lessonCount: readNumber(data, 'lessonCount'),
    updatedAt: toDate(data.updatedAt),
  };
}

/**
 * A choice longer than the rules allow can only be a wrong typed answer: its start keeps
 * the result honest without refusing the learner's save.
 */
function boundedAnswers(update: ProgressUpdate): Record<string, CourseAnswer> {
  return Object.fromEntries(
    Object.entries(update.answers).map(([key, { choice, correct }]) => [
      key,
      { choice: choice.slice(0, LIMITS.courseProgress.choice), correct },
    ]),
  );
}

export function createCourseProgressRepository(db: Firestore) {
  const progressDoc = (learnerId: string, courseId: string) =>
    doc(db, 'courseProgress', courseProgressId(learnerId, courseId));
  return {
    async get(learnerId: string, courseId: string): Promise<CourseProgress | null> {
      const snapshot = await getDoc(progressDoc(learnerId, courseId));
      return snapshot.exists() ? toCourseProgress(snapshot.data()) : null;
    },

    listen(
      learnerId: string,
      courseId: string,
      onChange: (progress: CourseProgress | null) => void,
      onError: ListenerError,
    ): Unsubscribe {
      return listenDoc(
        progressDoc(learnerId, courseId),
        (_id, data) => toCourseProgress(data),
        onChange,
        onError,
      );
    },

    /**
     * One write, merged: other answers and completed lessons stay (two tabs can't
     * erase each other's work) and a passed lesson is never un-completed.
     */
    saveAnswers(update: ProgressUpdate) {
      return setDoc(
        progressDoc(update.learnerId, update.courseId),
        {
          learnerId: update.learnerId,
          courseId: update.courseId,
          bucketIds: update.enrolledCourses.slice(0, MAX_PROGRESS_BUCKETS),
          completedLessonIds: arrayUnion(
            ...(update.completedLessonId ? [update.completedLessonId] : []),
          ),
          // An empty map would replace the stored answers rather than merge into them.
          ...(Object.keys(update.answers).length > 0 ? { answers: boundedAnswers(update) } : {}),
          // The rules check the answers a save names (decision 1141).
          answeredKeys: Object.keys(update.answers),
          lessonCount: update.lessonCount,
          updatedAt: serverTimestamp(),
        },
        { merge: true },
      );
    },
  };
}

export type CourseProgressRepository = ReturnType<typeof createCourseProgressRepository>;
