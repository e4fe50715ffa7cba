import { describe, expect, it } from 'vitest';
import type { Lesson } from './course-model.ts';
import {
  completedLessons,
  gradeCheck,
  isCorrect,
  nextLesson,
  savedChoices,
} from './course-progress-logic.ts';
import { S1000D_LESSONS } from './s1000d-course.ts';

const lesson: Lesson = {
  id: 'codes',
  title: 'Codes',
  summary: 'Codes',
  body: [{ kind: 'paragraph', text: 'Text' }],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Pick',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      answer: 'b',
      explanation: 'B',
    },
    { kind: 'type-in', id: 'q2', prompt: 'Type', answer: 'BRAKE', explanation: 'BRAKE' },
  ],
};

describe('grading a check', () => {
  it('compares typed answers without case or surrounding spaces', () => {
    expect(isCorrect(lesson.check[1]!, '  brake ')).toBe(true);
    expect(isCorrect(lesson.check[1]!, 'BRAKES')).toBe(false);
    expect(isCorrect(lesson.check[0]!, 'a')).toBe(false);
  });

  it('passes only when every question is answered correctly', () => {
    expect(gradeCheck(lesson, { q1: 'b', q2: 'brake' })).toEqual({
      answers: {
        'codes:q1': { choice: 'b', correct: true },
        'codes:q2': { choice: 'brake', correct: true },
      },
      passed: true,
      unanswered: [],
    });
    const wrong = gradeCheck(lesson, { q1: 'a', q2: 'BRAKE' });
    expect(wrong.passed).toBe(false);
    expect(wrong.answers['codes:q1']).toEqual({ choice: 'a', correct: false });
  });

  it('lists unanswered questions and does not pass', () => {
    const graded = gradeCheck(lesson, { q1: 'b', q2: '   ' });
    expect(graded.unanswered).toEqual(['q2']);
    expect(graded.passed).toBe(false);
  });

  it('every lesson of the course passes with its own answers', () => {
    for (const l of S1000D_LESSONS) {
      const choices = Object.fromEntries(l.check.map((q) => [q.id, q.answer]));
      expect(gradeCheck(l, choices).passed).toBe(true);
    }
  });
});

describe('progress', () => {
  it('restores saved choices of one lesson only', () => {
    expect(
      savedChoices(lesson, {
        'codes:q1': { choice: 'a', correct: false },
        'other:q1': { choice: 'b', correct: true },
      }),
    ).toEqual({ q1: 'a' });
  });

  it('continues at the first lesson not completed, and counts only lessons that exist', () => {
    const [first, second] = S1000D_LESSONS;
    expect(nextLesson(S1000D_LESSONS, [])).toBe(first);
    expect(nextLesson(S1000D_LESSONS, [first!.id, 'retired-lesson'])).toBe(second);
    expect(completedLessons(S1000D_LESSONS, [second!.id, 'retired-lesson'])).toEqual([second]);
    expect(
      nextLesson(
        S1000D_LESSONS,
        S1000D_LESSONS.map((l) => l.id),
      ),
    ).toBe(first);
  });
});
