import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSES } from '../../data/default-courses.ts';
import { draftOf, validateCourseDraft, type CourseDraft } from './course-fields.ts';

const s1000d = { ...DEFAULT_COURSES.find((c) => c.id === 's1000d')!, createdAt: null };
const draft = (patch: Partial<CourseDraft> = {}): CourseDraft => ({ ...draftOf(s1000d), ...patch });

describe('editing a course', () => {
  it('every seeded course is valid as it is', () => {
    for (const course of DEFAULT_COURSES) {
      expect(validateCourseDraft(draftOf({ ...course, createdAt: null })).errors).toBeUndefined();
    }
  });

  it('trims the name and description and keeps one feature per non-empty line', () => {
    const result = validateCourseDraft(
      draft({ name: '  S1000D basics ', description: ' Codes ', features: 'DMC\n\n  BREX  \n' }),
    );
    expect(result.edit).toMatchObject({
      name: 'S1000D basics',
      description: 'Codes',
      features: ['DMC', 'BREX'],
    });
  });

  it('says what is wrong with each field and gives nothing to save', () => {
    const result = validateCourseDraft(
      draft({
        name: '   ',
        description: 'x'.repeat(501),
        features: Array.from({ length: 13 }, (_, i) => `F${i}`).join('\n'),
        icon: 'rocket',
      }),
    );
    expect(result.edit).toBeUndefined();
    expect(result.errors).toEqual({
      name: 'Enter a course name.',
      description: 'The description can be at most 500 characters.',
      features: 'A course can list at most 12 features.',
      icon: 'Choose an icon from the list.',
    });
  });

  it('limits the name and each feature', () => {
    expect(validateCourseDraft(draft({ name: 'n'.repeat(101) })).errors?.name).toBe(
      'The name can be at most 100 characters.',
    );
    expect(validateCourseDraft(draft({ features: 'f'.repeat(101) })).errors?.features).toBe(
      'Each feature can be at most 100 characters.',
    );
  });
});
