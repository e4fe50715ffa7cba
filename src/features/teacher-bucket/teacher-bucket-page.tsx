import { useParams } from 'react-router';
import { useCourses } from '../../session/use-courses.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { BucketTitle } from '../../ui/bucket-title.tsx';
import { Loading } from '../../ui/loading.tsx';
import { AccessCodesSection } from './access-codes-section.tsx';
import { AssignmentsSection } from './assignments-section.tsx';
import { BucketDetails } from './bucket-details.tsx';
import { StudentsSection } from './students-section.tsx';
import { SubmissionsSection } from './submissions-section.tsx';
import { TEACHER_TEXT } from './teacher-bucket.ts';
import { useTeacherBucket } from './use-teacher-bucket.ts';
import { Note } from '../../ui/note.tsx';

/** /teacher/bucket/:bucketId: the teacher runs one class here. */
export default function TeacherBucketPage() {
  const { bucketId = '' } = useParams();
  const { profile, readOnly, isAdministrator, can } = useViewer();
  const teacherId = profile?.uid ?? '';
  const live = useTeacherBucket(bucketId, teacherId);
  const courses = useCourses();
  const bucket = live.bucket.value;
  if (bucket === undefined) return <Loading text="Loading content..." />;
  const teaches = bucket && (isAdministrator || bucket.teacherIds.includes(teacherId));
  if (!bucket || !teaches) {
    return <p className="text-slate-700">{TEACHER_TEXT.notFound}</p>;
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <BucketTitle bucket={bucket} />
        {readOnly && <Note>{TEACHER_TEXT.readOnly}</Note>}
        <BucketDetails key={bucket.id} bucket={bucket} courses={courses} disabled={readOnly} />
      </header>
      <SubmissionsSection
        bucketId={bucket.id}
        teacherId={teacherId}
        submissions={live.submissions.value}
        assignments={live.assignments.value ?? []}
        todos={live.todos.value ?? []}
        disabled={readOnly}
      />
      <AssignmentsSection
        bucketId={bucket.id}
        teacherId={teacherId}
        assignments={live.assignments.value}
        courses={courses.filter((c) => bucket.courseIds.includes(c.id))}
        disabled={readOnly}
      />
      <StudentsSection
        bucketId={bucket.id}
        courses={bucket.courseIds.map((id) => ({
          id,
          name: courses.find((c) => c.id === id)?.name ?? id,
        }))}
        members={live.members.value}
        canEnrol={can('user-management', 'edit')}
        disabled={readOnly}
      />
      <AccessCodesSection bucketId={bucket.id} teacherId={teacherId} disabled={readOnly} />
    </div>
  );
}
