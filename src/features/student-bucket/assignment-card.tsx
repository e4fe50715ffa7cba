import { format } from 'date-fns';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Assignment } from '../../domain/assignments.ts';
import { isPermissionDenied } from '../../data/error-codes.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import { STUDENT_TEXT, isOverdue, submissionTextError } from './student-bucket.ts';
import { useOwnSubmission } from './use-student-bucket.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

type Props = {
  bucket: IpsBucket;
  assignment: Assignment;
  learner: { id: string; name: string };
  courseName: string | null;
  readOnly: boolean;
};

/** One assignment: due date (overdue marked), the learner's work, its feedback, and submitting. */
export function AssignmentCard({ bucket, assignment, learner, courseName, readOnly }: Props) {
  const { backend } = useSession();
  const id = useId();
  const submission = useOwnSubmission(bucket.id, learner.id, assignment.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closed = !bucket.isActive || readOnly;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = submissionTextError(text);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await backend!.submissions.submit(
        { bucket, assignment, learner },
        text,
        submission !== null && submission !== undefined,
      );
      setText('');
    } catch (caught) {
      console.error('Submitting failed', caught);
      setError(isPermissionDenied(caught) ? STUDENT_TEXT.refused : STUDENT_TEXT.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-medium text-slate-900">
        {assignment.title}
        {submission !== undefined && isOverdue(assignment, submission, new Date()) && (
          <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">
            Overdue
          </span>
        )}
      </h3>
      <p className="text-sm text-slate-600">
        {[
          assignment.dueDate ? `Due ${format(assignment.dueDate, 'd MMM yyyy')}` : 'No due date',
          courseName,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {assignment.instructions && (
        <p className="text-sm whitespace-pre-line text-slate-800">{assignment.instructions}</p>
      )}
      {submission && (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="text-slate-600">
            {submission.status === 'reviewed' ? 'Reviewed' : 'Submitted, waiting for review'}
            {submission.submittedAt &&
              ` · sent ${format(submission.submittedAt, 'd MMM yyyy, HH:mm')}`}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{submission.text}</p>
          {submission.feedback && (
            <p className="mt-2 text-slate-900">
              <span className="font-medium">Feedback:</span> {submission.feedback}
            </p>
          )}
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={`${id}-work`} className="label">
          {submission ? 'Submit again' : 'Your work'}
        </label>
        <textarea
          id={`${id}-work`}
          className="field"
          rows={4}
          value={text}
          disabled={closed}
          onChange={(e) => setText(e.target.value)}
        />
        <ErrorMessage text={error} plain />
        <div>
          <button type="submit" className="btn-primary" disabled={closed || busy}>
            {busy ? 'Submitting...' : 'Submit work'}
          </button>
        </div>
      </form>
    </li>
  );
}
