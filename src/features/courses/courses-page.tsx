import { useState } from 'react';
import { useViewer } from '../../session/use-viewer.ts';
import type { Course } from '../../domain/courses.ts';
import { Loading } from '../../ui/loading.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseEditDialog } from './course-edit-dialog.tsx';
import { useCourses } from './use-courses.ts';
import { DoneMessage } from '../../ui/done-message.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';

export default function CoursesPage() {
  const { isAdministrator, readOnly } = useViewer();
  const { courses, failed, save } = useCourses();
  const [editing, setEditing] = useState<Course | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (courses === null) return <Loading text="Loading content..." />;
  const canEdit = isAdministrator && !readOnly;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Courses"
        intro="The S-Series courses of IPS Studio. Students can open active courses with full access."
      />
      {failed && (
        <ErrorMessage text="The courses could not be loaded. Check your connection and reload the page." />
      )}
      {isAdministrator && readOnly && (
        <ReadOnlyNote text="You are viewing as another user: courses cannot be edited." />
      )}
      <DoneMessage text={saved} />
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard
              course={course}
              isAdministrator={isAdministrator}
              onEdit={canEdit ? () => setEditing(course) : null}
            />
          </li>
        ))}
      </ul>
      {editing && (
        <CourseEditDialog
          course={editing}
          onClose={() => setEditing(null)}
          onSave={async (edit) => {
            await save(editing.id, edit);
            setSaved(`${edit.name} saved.`);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
