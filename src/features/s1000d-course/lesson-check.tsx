import { useId, useState, type FormEvent } from 'react';
import type { CourseAnswer } from '../../domain/course-progress.ts';
import type { CheckQuestion, Lesson } from './course-model.ts';
import { gradeCheck, isCorrect, savedChoices } from './course-progress-logic.ts';
import { COURSE_TEXT } from './course-text.ts';

type Props = {
  lesson: Lesson;
  savedAnswers: Readonly<Record<string, CourseAnswer>>;
  /** Saves the graded answers; null when answers are checked but not saved. */
  onSave: ((answers: Record<string, CourseAnswer>, passed: boolean) => Promise<void>) | null;
};

type Outcome =
  | { kind: 'unanswered' }
  | { kind: 'graded'; passed: boolean; saved: boolean; error: string | null };

/** The lesson's check: answer, check, read why, try again. The parent keys it by lesson. */
export function LessonCheck({ lesson, savedAnswers, onSave }: Props) {
  const headingId = useId();
  const [choices, setChoices] = useState(() => savedChoices(lesson, savedAnswers));
  // Feedback shows for the answers as last checked (restored ones count as checked).
  const [checked, setChecked] = useState<Record<string, string>>(() =>
    savedChoices(lesson, savedAnswers),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (questionId: string, value: string) =>
    setChoices((current) => ({ ...current, [questionId]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const graded = gradeCheck(lesson, choices);
    if (graded.unanswered.length > 0) {
      setOutcome({ kind: 'unanswered' });
      return;
    }
    setChecked({ ...choices });
    if (!onSave) {
      setOutcome({ kind: 'graded', passed: graded.passed, saved: false, error: null });
      return;
    }
    setBusy(true);
    try {
      await onSave(graded.answers, graded.passed);
      setOutcome({ kind: 'graded', passed: graded.passed, saved: true, error: null });
    } catch (error) {
      console.error('Course answers could not be saved', error);
      setOutcome({
        kind: 'graded',
        passed: graded.passed,
        saved: false,
        error: COURSE_TEXT.saveFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex max-w-prose flex-col gap-6 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Check your understanding
      </h2>
      {lesson.check.map((question, index) => (
        <Question
          key={question.id}
          number={index + 1}
          question={question}
          value={choices[question.id] ?? ''}
          checked={checked[question.id]}
          disabled={busy}
          onChange={(value) => choose(question.id, value)}
        />
      ))}
      <div role="status" aria-live="polite" className="flex flex-col gap-2 empty:hidden">
        {outcome?.kind === 'unanswered' && (
          <p className="rounded-md bg-amber-50 p-3 text-amber-900">{COURSE_TEXT.unanswered}</p>
        )}
        {outcome?.kind === 'graded' && (
          <p
            className={`rounded-md p-3 font-medium ${
              outcome.passed ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
            }`}
          >
            {outcome.passed ? COURSE_TEXT.passed : COURSE_TEXT.notPassed}
            {outcome.saved && ` ${COURSE_TEXT.saved}`}
          </p>
        )}
        {outcome?.kind === 'graded' && outcome.error && (
          <p className="rounded-md bg-red-50 p-3 text-red-800">{outcome.error}</p>
        )}
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Check answers'}
        </button>
      </div>
    </form>
  );
}

type QuestionProps = {
  number: number;
  question: CheckQuestion;
  value: string;
  checked: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
};

function Question({ number, question, value, checked, disabled, onChange }: QuestionProps) {
  const id = useId();
  const feedbackId = `${id}-feedback`;
  const right = checked !== undefined ? isCorrect(question, checked) : null;
  const feedback = right !== null && (
    <p
      id={feedbackId}
      className={`mt-2 rounded-md p-2 text-sm ${right ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
    >
      <strong>{right ? 'Correct.' : 'Not quite.'}</strong> {question.explanation}
    </p>
  );
  const prompt = `${number}. ${question.prompt}`;

  if (question.kind === 'type-in') {
    return (
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {prompt}
        </label>
        <input
          id={id}
          className="field mt-2 max-w-xs font-mono"
          value={value}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={feedback ? feedbackId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {feedback}
      </div>
    );
  }
  return (
    <fieldset aria-describedby={feedback ? feedbackId : undefined}>
      <legend className="font-medium text-slate-900">{prompt}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {question.options.map((option) => (
          <label key={option.id} className="flex items-start gap-2">
            <input
              type="radio"
              name={id}
              value={option.id}
              checked={value === option.id}
              disabled={disabled}
              onChange={() => onChange(option.id)}
              className="mt-1.5"
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
      {feedback}
    </fieldset>
  );
}
