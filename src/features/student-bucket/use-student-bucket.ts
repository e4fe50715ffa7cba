import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Assignment } from '../../domain/assignments.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import type { Submission } from '../../domain/submissions.ts';

/** The bucket (got by its id, so session users see it live too) and its assignments. */
export function useStudentBucket(bucketId: string) {
  const { backend } = useSession();
  const [bucket, setBucket] = useState<IpsBucket | null | undefined>(undefined);
  const [assignments, setAssignments] = useState<Assignment[] | null>(null);
  useEffect(() => {
    if (!backend) return;
    const stopBucket = backend.ipsBuckets.listen(bucketId, setBucket, (error) => {
      console.error('The bucket could not be loaded', error);
      setBucket(null);
    });
    const stopAssignments = backend.assignments.listen(bucketId, setAssignments, (error) => {
      console.error('Assignments could not be loaded', error);
      setAssignments([]);
    });
    return () => {
      stopBucket();
      stopAssignments();
    };
  }, [backend, bucketId]);
  return { bucket, assignments };
}

/** The learner's own submission for one assignment, live (undefined while loading). */
export function useOwnSubmission(bucketId: string, learnerId: string, assignmentId: string) {
  const { backend } = useSession();
  const [submission, setSubmission] = useState<Submission | null | undefined>(undefined);
  useEffect(() => {
    if (!backend) return;
    return backend.submissions.listenOwn(bucketId, learnerId, assignmentId, setSubmission, (e) => {
      console.error('Your submission could not be loaded', e);
      setSubmission(null);
    });
  }, [backend, bucketId, learnerId, assignmentId]);
  return submission;
}
