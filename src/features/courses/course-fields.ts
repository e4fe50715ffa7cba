import type { Course, CourseAccessLevel, CourseSeed, CourseStatus } from '../../domain/courses.ts';
import { COURSE_ICON_NAMES } from './course-icons.ts';

/** Limits the rules enforce too (firestore.rules isValidCourse). */
export const COURSE_LIMITS = { name: 100, description: 500, features: 12, feature: 100 } as const;

export type CourseDraft = {
  name: string;
  description: string;
  status: CourseStatus;
  accessLevel: CourseAccessLevel;
  /** One feature per line. */
  features: string;
  icon: string;
  color: Course['color'];
};

export type CourseEdit = Pick<
  CourseSeed,
  'name' | 'description' | 'status' | 'accessLevel' | 'features' | 'icon' | 'color'
>;

export type CourseFieldErrors = Partial<Record<keyof CourseDraft, string>>;

export function draftOf(course: Course): CourseDraft {
  return {
    name: course.name,
    description: course.description,
    status: course.status,
    accessLevel: course.accessLevel,
    features: course.features.join('\n'),
    icon: course.icon,
    color: course.color,
  };
}

/** The edit to save, or a clear message per field; nothing is saved while any field is wrong. */
export function validateCourseDraft(
  draft: CourseDraft,
): { edit: CourseEdit; errors?: undefined } | { edit?: undefined; errors: CourseFieldErrors } {
  const errors: CourseFieldErrors = {};
  const name = draft.name.trim();
  const description = draft.description.trim();
  const features = draft.features
    .split('\n')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  if (name === '') errors.name = 'Enter a course name.';
  else if (name.length > COURSE_LIMITS.name)
    errors.name = `The name can be at most ${COURSE_LIMITS.name} characters.`;
  if (description.length > COURSE_LIMITS.description)
    errors.description = `The description can be at most ${COURSE_LIMITS.description} characters.`;
  if (features.length > COURSE_LIMITS.features)
    errors.features = `A course can list at most ${COURSE_LIMITS.features} features.`;
  else if (features.some((f) => f.length > COURSE_LIMITS.feature))
    errors.features = `Each feature can be at most ${COURSE_LIMITS.feature} characters.`;
  if (draft.status !== 'active' && draft.status !== 'inactive')
    errors.status = 'Choose Active or Inactive.';
  if (draft.accessLevel !== 'full' && draft.accessLevel !== 'none')
    errors.accessLevel = 'Choose Full or None.';
  if (!COURSE_ICON_NAMES.includes(draft.icon)) errors.icon = 'Choose an icon from the list.';
  if (draft.color !== 'primary' && draft.color !== 'secondary')
    errors.color = 'Choose Primary or Secondary.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    edit: {
      name,
      description,
      status: draft.status,
      accessLevel: draft.accessLevel,
      features,
      icon: draft.icon,
      color: draft.color,
    },
  };
}
