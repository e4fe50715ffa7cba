import type { CourseAnswer } from '../../domain/course-progress.ts';
import { answerKey } from '../../data/course-progress.ts';
import type { CheckQuestion, Lesson } from './course-model.ts';

/** A type-in answer is compared without case or surrounding spaces. */
export function normalizeTypedAnswer(text: string) {
  return text.trim().toUpperCase();
}

export function isCorrect(question: CheckQuestion, choice: string): boolean {
  return question.kind === 'choice'
    ? choice === question.answer
    : normalizeTypedAnswer(choice) === normalizeTypedAnswer(question.answer);
}

export type GradedCheck = {
  answers: Record<string, CourseAnswer>;
  /** Every question answered correctly. */
  passed: boolean;
  /** Questions with no answer yet: the check is not graded until all are answered. */
  unanswered: string[];
};

export function gradeCheck(lesson: Lesson, choices: Readonly<Record<string, string>>): GradedCheck {
  const answers: Record<string, CourseAnswer> = {};
  const unanswered: string[] = [];
  for (const question of lesson.check) {
    const choice = choices[question.id]?.trim() ?? '';
    if (choice === '') {
      unanswered.push(question.id);
      continue;
    }
    answers[answerKey(lesson.id, question.id)] = { choice, correct: isCorrect(question, choice) };
  }
  const passed =
    unanswered.length === 0 && Object.values(answers).every((answer) => answer.correct);
  return { answers, passed, unanswered };
}

/** The saved choices of one lesson, keyed by question id (to restore the form). */
export function savedChoices(
  lesson: Lesson,
  answers: Readonly<Record<string, CourseAnswer>>,
): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const question of lesson.check) {
    const saved = answers[answerKey(lesson.id, question.id)];
    if (saved) choices[question.id] = saved.choice;
  }
  return choices;
}

/** Completed lessons that still exist, in course order. */
export function completedLessons(lessons: readonly Lesson[], completedIds: readonly string[]) {
  return lessons.filter((lesson) => completedIds.includes(lesson.id));
}

/** Where "continue" leads: the first lesson not yet completed, else the first. */
export function nextLesson(lessons: readonly Lesson[], completedIds: readonly string[]): Lesson {
  return lessons.find((lesson) => !completedIds.includes(lesson.id)) ?? lessons[0]!;
}
