import type { PermissionHolder } from './route-requirements.ts';

/** My Courses: for non-administrators without user-management permission. */
export function showsMyCourses(holder: PermissionHolder): boolean {
  return !holder.isAdministrator && !holder.can('user-management', 'view');
}
