import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Assignment } from '../../domain/assignments.ts';
import type { Course } from '../../domain/courses.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AssignmentForm } from './assignment-form.tsx';
import { EMPTY_ASSIGNMENT, TEACHER_TEXT, type AssignmentDraft } from './teacher-bucket.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { CardList } from '../../ui/card-list.tsx';

type Props = {
  bucketId: string;
  teacherId: string;
  assignments: readonly Assignment[] | undefined;
  courses: readonly Course[];
  disabled: boolean;
};

function draftOf(a: Assignment): AssignmentDraft {
  return {
    title: a.title,
    instructions: a.instructions,
    dueDate: a.dueDate ? format(a.dueDate, 'yyyy-MM-dd') : '',
    courseId: a.courseId ?? '',
  };
}

/** The bucket's assignments: create, edit and delete. */
export function AssignmentsSection({ bucketId, teacherId, assignments, courses, disabled }: Props) {
  const { backend } = useSession();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const courseName = (courseId: string | null) =>
    courseId ? (courses.find((c) => c.id === courseId)?.name ?? courseId) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Assignments
      </h2>
      {assignments && assignments.length > 0 && (
        <CardList label="Assignments">
          {assignments.map((a) =>
            editing === a.id ? (
              <li key={a.id} className="p-3">
                <AssignmentForm
                  label="Save assignment"
                  initial={draftOf(a)}
                  courses={courses}
                  disabled={disabled}
                  onSave={async (fields) => {
                    await backend!.assignments.update(bucketId, a.id, fields);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{a.title}</p>
                  {a.instructions && (
                    <p className="whitespace-pre-line text-slate-700">{a.instructions}</p>
                  )}
                  <p className="text-slate-600">
                    {[
                      a.dueDate ? `Due ${format(a.dueDate, 'd MMM yyyy')}` : 'No due date',
                      courseName(a.courseId),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={disabled}
                    aria-label={`Edit ${a.title}`}
                    onClick={() => setEditing(a.id)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={disabled}
                    aria-label={`Delete ${a.title}`}
                    onClick={() => setDeleting(a)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </CardList>
      )}
      {assignments && assignments.length === 0 && (
        <p className="text-slate-600">No assignments yet.</p>
      )}
      <ErrorMessage text={error} plain />
      <AssignmentForm
        label="Add assignment"
        initial={EMPTY_ASSIGNMENT}
        courses={courses}
        disabled={disabled}
        onSave={async (fields) => {
          await backend!.assignments.create(bucketId, fields, teacherId);
        }}
      />
      <ConfirmDialog
        title="Delete assignment"
        message={`Delete "${deleting?.title ?? ''}"? Work already submitted for it is kept.`}
        confirmLabel="Delete"
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setError(null);
          backend!.assignments.remove(bucketId, target.id).catch((caught: unknown) => {
            console.error('The assignment could not be deleted', caught);
            setError(TEACHER_TEXT.saveFailed);
          });
        }}
      />
    </section>
  );
}
