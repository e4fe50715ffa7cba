import { useId, useState, type FormEvent } from 'react';
import { TEACHER_TEXT } from './teacher-bucket.ts';

type Props = {
  learnerName: string;
  openTodoCount: number;
  disabled: boolean;
  onReview: (feedback: string, closeTodos: boolean) => Promise<void>;
};

/** Feedback for one submission; reviewing can also mark the reviewer's to-do for it done. */
export function ReviewForm({ learnerName, openTodoCount, disabled, onReview }: Props) {
  const id = useId();
  const [feedback, setFeedback] = useState('');
  const [closeTodos, setCloseTodos] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (feedback.trim().length > 5000) return setError(TEACHER_TEXT.feedbackTooLong);
    setBusy(true);
    setError(null);
    try {
      await onReview(feedback, closeTodos && openTodoCount > 0);
    } catch (caught) {
      console.error('The review could not be saved', caught);
      setError(TEACHER_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="label">
        Feedback for {learnerName}
      </label>
      <textarea
        id={id}
        className="field"
        rows={3}
        value={feedback}
        disabled={disabled}
        onChange={(e) => setFeedback(e.target.value)}
      />
      {openTodoCount > 0 && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={closeTodos}
            disabled={disabled}
            onChange={(e) => setCloseTodos(e.target.checked)}
          />
          Also mark my to-do for it done
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" disabled={disabled || busy}>
          {busy ? 'Saving...' : 'Mark reviewed'}
        </button>
      </div>
    </form>
  );
}
