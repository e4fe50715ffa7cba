import { useState } from 'react';
import { useViewer } from '../../session/use-viewer.ts';
import type { Course } from '../../domain/courses.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseEditForm } from './course-edit-form.tsx';
import { useCourses } from './use-courses.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

export default function CoursesPage() {
  const { isAdministrator, readOnly } = useViewer();
  const { courses, failed, save } = useCourses();
  const [editing, setEditing] = useState<Course | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (courses === null) return <Loading text="Loading content..." />;
  const canEdit = isAdministrator && !readOnly;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Courses</h1>
        <p className="mt-1 max-w-prose text-slate-700">
          The S-Series courses of IPS Studio. Students can open active courses with full access.
        </p>
      </header>
      {failed && (
        <ErrorMessage text="The courses could not be loaded. Check your connection and reload the page." />
      )}
      {isAdministrator && readOnly && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          You are viewing as another user: courses cannot be edited.
        </p>
      )}
      <p role="status" aria-live="polite" className="text-green-800 empty:hidden">
        {saved}
      </p>
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
      <Modal
        title={editing ? `Edit ${editing.name}` : 'Edit course'}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CourseEditForm
            course={editing}
            onCancel={() => setEditing(null)}
            onSave={async (edit) => {
              await save(editing.id, edit);
              setSaved(`${edit.name} saved.`);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
