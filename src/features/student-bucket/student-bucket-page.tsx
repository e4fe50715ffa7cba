import { Link, useParams } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { useCourses } from '../../session/use-courses.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { DEFAULT_COURSES } from '../../data/default-courses.ts';
import { BucketTitle } from '../../ui/bucket-title.tsx';
import { Loading } from '../../ui/loading.tsx';
import { AssignmentCard } from './assignment-card.tsx';
import { STUDENT_TEXT } from './student-bucket.ts';
import { useStudentBucket } from './use-student-bucket.ts';
import { Note } from '../../ui/note.tsx';
import { CardList } from '../../ui/card-list.tsx';

/** Pages a course has in the app; other courses are named only. */
const COURSE_PAGES: Record<string, string> = { s1000d: '/course/s1000d' };

/** /bucket/:bucketId: the student's page, reached from My Courses. */
export default function StudentBucketPage() {
  const { bucketId = '' } = useParams();
  const { isSessionUser } = useSession();
  const { profile, readOnly } = useViewer();
  const { bucket, assignments } = useStudentBucket(bucketId);
  // Session users cannot read the courses collection: the seeded names stand in.
  const courses = useCourses(!isSessionUser);
  const courseName = (id: string) =>
    (isSessionUser ? DEFAULT_COURSES : courses).find((c) => c.id === id)?.name ?? id;

  if (!profile || bucket === undefined) return <Loading text="Loading content..." />;
  if (!bucket || !profile.enrolledCourses.includes(bucket.id)) {
    return <p className="text-slate-700">{STUDENT_TEXT.notEnrolled}</p>;
  }
  const learner = { id: profile.uid, name: profile.displayName || profile.name };

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <BucketTitle bucket={bucket} />
        {!bucket.isActive && <Note>{STUDENT_TEXT.inactive}</Note>}
        {readOnly && <Note>{STUDENT_TEXT.readOnly}</Note>}
      </header>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">Courses</h2>
        {bucket.courseIds.length === 0 ? (
          <p className="mt-2 text-slate-600">This bucket names no courses yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {bucket.courseIds.map((id) => (
              <li key={id}>
                {COURSE_PAGES[id] ? (
                  <Link to={COURSE_PAGES[id]} className="font-medium text-blue-800 underline">
                    {courseName(id)}
                  </Link>
                ) : (
                  <span className="text-slate-800">{courseName(id)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">Assignments</h2>
        {assignments === null ? (
          <Loading text="Loading content..." />
        ) : assignments.length === 0 ? (
          <p className="mt-2 text-slate-600">No assignments yet.</p>
        ) : (
          <CardList label="Assignments" className="mt-2">
            {assignments.map((a) => (
              <AssignmentCard
                key={a.id}
                bucket={bucket}
                assignment={a}
                learner={learner}
                courseName={a.courseId ? courseName(a.courseId) : null}
                readOnly={readOnly}
              />
            ))}
          </CardList>
        )}
      </section>
    </div>
  );
}
