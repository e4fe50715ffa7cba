import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { TEACHER_TEXT } from './teacher-bucket.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';

type Props = {
  learnerName: string;
  openTodoCount: number;
  disabled: boolean;
  onReview: (feedback: string, closeTodos: boolean) => Promise<void>;
};

/** Feedback for one submission; reviewing can also mark the reviewer's to-do for it done. */
export function ReviewForm({ learnerName, openTodoCount, disabled, onReview }: Props) {
  const [feedback, setFeedback] = useState('');
  const [closeTodos, setCloseTodos] = useState(true);
  const { busy, error, setError, submit: review } = useSubmit(onReview, TEACHER_TEXT.saveFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (feedback.trim().length > 5000) return setError(TEACHER_TEXT.feedbackTooLong);
    void review(feedback, closeTodos && openTodoCount > 0);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2">
      <TextField
        label={`Feedback for ${learnerName}`}
        multiline
        value={feedback}
        disabled={disabled}
        onChange={(e) => setFeedback(e.target.value)}
      />
      {openTodoCount > 0 && (
        <CheckboxField
          label="Also mark my to-do for it done"
          className="text-slate-800"
          checked={closeTodos}
          disabled={disabled}
          onChange={setCloseTodos}
        />
      )}
      <ErrorMessage text={error} plain />
      <div>
        <button type="submit" className="btn-primary" disabled={disabled || busy}>
          {busy ? 'Saving...' : 'Mark reviewed'}
        </button>
      </div>
    </form>
  );
}
