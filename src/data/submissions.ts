import {
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList, listenDoc } from './live.ts';
import { readNullableString, readString, toDate } from './convert.ts';
import { type ListenerError, type Unsubscribe } from './listeners.ts';
import { type Submission, type SubmissionTarget } from '../domain/submissions.ts';

export function submissionId(learnerId: string, assignmentId: string) {
  return `${learnerId}__${assignmentId}`;
}

/**
 * The to-do a submission gives one teacher: one id per teacher and submission, so however
 * often work is sent, each teacher holds exactly one to-do for it (firestore.rules).
 */
export function submissionTodoId(bucketId: string, submission: string, teacherId: string) {
  return `review__${bucketId}__${submission}__${teacherId}`;
}

export function toSubmission(id: string, data: DocumentData): Submission {
  return {
    id,
    learnerId: readString(data, 'learnerId'),
    learnerName: readString(data, 'learnerName'),
    assignmentId: readString(data, 'assignmentId'),
    text: readString(data, 'text'),
    submittedAt: toDate(data.submittedAt),
    status: data.status === 'reviewed' ? 'reviewed' : 'submitted',
    feedback: readString(data, 'feedback'),
    reviewedAt: toDate(data.reviewedAt),
    reviewedBy: readNullableString(data, 'reviewedBy'),
  };
}

export function createSubmissionsRepository(db: Firestore) {
  const submissions = (bucketId: string) => collection(db, 'ipsBuckets', bucketId, 'submissions');
  return {
    /** Every submission in the bucket, for its teachers. */
    listenForBucket: liveList(submissions, toSubmission),

    /** The learner's own submission for one assignment (got by id: session users cannot query). */
    listenOwn(
      bucketId: string,
      learnerId: string,
      assignmentId: string,
      onChange: (submission: Submission | null) => void,
      onError: ListenerError,
    ): Unsubscribe {
      return listenDoc(
        doc(submissions(bucketId), submissionId(learnerId, assignmentId)),
        toSubmission,
        onChange,
        onError,
      );
    },

    /**
     * Submits (or resubmits, keeping earlier feedback) and gives each of the
     * bucket's teachers one pending to-do to review it, in one batch: a
     * resubmission sets that to-do back to pending.
     */
    submit(target: SubmissionTarget, text: string, resubmission: boolean) {
      const { bucket, assignment, learner } = target;
      const id = submissionId(learner.id, assignment.id);
      const batch = writeBatch(db);
      const work = {
        learnerName: learner.name.trim(),
        text: text.trim(),
        submittedAt: serverTimestamp(),
        status: 'submitted',
      };
      const ref = doc(submissions(bucket.id), id);
      if (resubmission) batch.set(ref, work, { merge: true });
      else {
        batch.set(ref, {
          learnerId: learner.id,
          assignmentId: assignment.id,
          ...work,
          feedback: '',
          reviewedAt: null,
          reviewedBy: null,
        });
      }
      for (const teacherId of new Set(bucket.teacherIds)) {
        batch.set(doc(db, 'todos', submissionTodoId(bucket.id, id, teacherId)), {
          teacherId,
          title: `Review ${assignment.title} by ${learner.name.trim()}`,
          notes: `Submitted in ${bucket.name}.`,
          status: 'pending',
          dueDate: null,
          bucketId: bucket.id,
          submissionId: id,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
      }
      return batch.commit();
    },

    /** Records the review; the reviewer's own open to-dos for it may be closed in the same batch. */
    review(
      bucketId: string,
      id: string,
      review: { feedback: string; reviewedBy: string; closeTodoIds: readonly string[] },
    ) {
      const batch = writeBatch(db);
      batch.update(doc(submissions(bucketId), id), {
        status: 'reviewed',
        feedback: review.feedback.trim(),
        reviewedAt: serverTimestamp(),
        reviewedBy: review.reviewedBy,
      });
      for (const todoId of review.closeTodoIds) {
        batch.update(doc(db, 'todos', todoId), { status: 'done', updatedAt: serverTimestamp() });
      }
      return batch.commit();
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
