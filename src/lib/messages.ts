/** Every user-facing text the spec fixes, verbatim (section 8 and the screens of section 2). */
export const MESSAGES = {
  errorTitle: 'Something went wrong',
  errorBody:
    'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
  errorSupport:
    'If you contact support, include the error details below and what you were doing when it happened.',
  profileNotFound: 'User profile not found. Please contact your administrator.',
  noAccessToRole: 'You Do Not Have Access To This Role.',
  accountRequestNotFound: 'Account request not found.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  noAccess: 'No access available',
  migrationRequired: 'Database Migration Required',
  createTeacherProfileDeprecated:
    'This function has been deprecated. Please use the User Management system instead.',
  setupCoursesDeprecated: 'Please use the proper course management system instead.',
} as const;
