import type { Course } from '../domain/courses.ts';

/**
 * Students open only active, full-access courses (the rules refuse progress in
 * the others); administrators may open any course to preview it.
 */
export function isCourseOpen(course: Pick<Course, 'status' | 'accessLevel'>) {
  return course.status === 'active' && course.accessLevel === 'full';
}
