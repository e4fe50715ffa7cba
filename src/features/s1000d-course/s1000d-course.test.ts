import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSES } from '../../data/default-courses.ts';
import { S1000D_COURSE_ID, S1000D_LESSONS } from './s1000d-course.ts';

const DMC_SEGMENT = /^[A-Z0-9]{1,14}$/;

describe('the S1000D course content', () => {
  it('belongs to the seeded, active, full-access S1000D course', () => {
    const course = DEFAULT_COURSES.find((c) => c.id === S1000D_COURSE_ID);
    expect(course).toMatchObject({ status: 'active', accessLevel: 'full' });
  });

  it('teaches the topics of the issue, in order', () => {
    expect(S1000D_LESSONS.map((l) => l.id)).toEqual([
      'data-modules',
      'dmc-product-and-sns',
      'dmc-information-and-location',
      'information-codes',
      'issue-numbers',
      'data-module-types',
      'brex',
      'applicability',
      'publication-modules',
    ]);
  });

  it('has unique lesson ids that the rules accept in an answer key', () => {
    const ids = S1000D_LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it.each(S1000D_LESSONS.map((l) => [l.id, l] as const))(
    '%s has a title, a body and a check of 2 to 4 questions with one right answer each',
    (_, lesson) => {
      expect(lesson.title.length).toBeGreaterThan(0);
      expect(lesson.summary.length).toBeGreaterThan(0);
      expect(lesson.body.length).toBeGreaterThan(1);
      expect(lesson.check.length).toBeGreaterThanOrEqual(2);
      expect(lesson.check.length).toBeLessThanOrEqual(4);
      const questionIds = lesson.check.map((q) => q.id);
      expect(new Set(questionIds).size).toBe(questionIds.length);
      for (const question of lesson.check) {
        expect(question.prompt).not.toBe('');
        expect(question.explanation).not.toBe('');
        if (question.kind === 'choice') {
          const optionIds = question.options.map((o) => o.id);
          expect(new Set(optionIds).size).toBe(optionIds.length);
          expect(question.options.length).toBeGreaterThanOrEqual(2);
          expect(optionIds.filter((id) => id === question.answer)).toHaveLength(1);
          const texts = question.options.map((o) => o.text);
          expect(new Set(texts).size).toBe(texts.length);
        } else {
          expect(question.answer.trim()).toBe(question.answer);
          expect(question.answer).not.toBe('');
        }
      }
    },
  );

  it('has at least one question that asks to type a DMC segment', () => {
    const typed = S1000D_LESSONS.flatMap((l) => l.check).filter(
      (q) => q.kind === 'type-in' && /DMC-/.test(q.prompt),
    );
    expect(typed.length).toBeGreaterThan(0);
    for (const question of typed) {
      const segments = /(DMC-[A-Z0-9-]+)/.exec(question.prompt)![1]!.split('-').slice(1);
      expect(segments.every((s) => DMC_SEGMENT.test(s))).toBe(true);
      // The answer appears in the code it is asked about.
      expect(question.prompt).toContain(question.answer);
    }
  });
});
