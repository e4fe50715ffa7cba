import { format } from 'date-fns';
import { useId } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Assignment } from '../../domain/assignments.ts';
import type { Submission } from '../../domain/submissions.ts';
import type { Todo } from '../../domain/todos.ts';
import { ReviewForm } from './review-form.tsx';
import { CardList } from '../../ui/card-list.tsx';

type Props = {
  bucketId: string;
  teacherId: string;
  submissions: readonly Submission[] | undefined;
  assignments: readonly Assignment[];
  todos: readonly Todo[];
  disabled: boolean;
};

/** Work to review first (oldest first), then what has been reviewed. */
export function SubmissionsSection(props: Props) {
  const { bucketId, teacherId, submissions, assignments, todos, disabled } = props;
  const { backend } = useSession();
  const id = useId();
  const title = (assignmentId: string) =>
    assignments.find((a) => a.id === assignmentId)?.title ?? 'A deleted assignment';
  const openTodos = (submissionId: string) =>
    todos.filter((t) => t.submissionId === submissionId && t.status !== 'done').map((t) => t.id);
  const sorted = [...(submissions ?? [])].sort(
    (a, b) =>
      Number(a.status === 'reviewed') - Number(b.status === 'reviewed') ||
      (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Submissions
      </h2>
      {submissions?.length === 0 && <p className="text-slate-600">Nothing submitted yet.</p>}
      {sorted.length > 0 && (
        <CardList label="Submissions">
          {sorted.map((s) => (
            <li key={s.id} className="p-3 text-sm">
              <p className="font-medium text-slate-900">
                {s.learnerName}: {title(s.assignmentId)}
                <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                  {s.status === 'reviewed' ? 'Reviewed' : 'To review'}
                </span>
              </p>
              <p className="text-slate-600">
                Submitted {s.submittedAt ? format(s.submittedAt, 'd MMM yyyy, HH:mm') : ''}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{s.text}</p>
              {s.feedback && (
                <p className="mt-1 text-slate-700">
                  <span className="font-medium">Feedback:</span> {s.feedback}
                </p>
              )}
              {s.status === 'submitted' && (
                <ReviewForm
                  learnerName={s.learnerName}
                  openTodoCount={openTodos(s.id).length}
                  disabled={disabled}
                  onReview={(feedback, closeTodos) =>
                    backend!.submissions.review(bucketId, s.id, {
                      feedback,
                      reviewedBy: teacherId,
                      closeTodoIds: closeTodos ? openTodos(s.id) : [],
                    })
                  }
                />
              )}
            </li>
          ))}
        </CardList>
      )}
    </section>
  );
}
