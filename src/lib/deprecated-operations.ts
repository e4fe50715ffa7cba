import { MESSAGES } from './messages.ts';

export class DeprecatedOperationError extends Error {}

/** Kept so old callers get a clear answer: teachers are made in User Management now. */
export async function createTeacherProfile(..._args: unknown[]): Promise<never> {
  throw new DeprecatedOperationError(MESSAGES.createTeacherProfileDeprecated);
}

/** Kept so old callers get a clear answer: courses are seeded and edited, not set up. */
export async function setupCourses(..._args: unknown[]): Promise<never> {
  throw new DeprecatedOperationError(MESSAGES.setupCoursesDeprecated);
}
