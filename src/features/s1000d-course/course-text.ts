/** Every message the S1000D course shows, in one place. */
export const COURSE_TEXT = {
  notFound: 'This course is not available yet. Ask an administrator to set up the S1000D course.',
  closed:
    'This course is not open at the moment: it is inactive or has no access. Ask your teacher.',
  adminPreview:
    'Students cannot open this course while it is inactive or has no access. You are previewing it; answers are not saved.',
  loadFailed: 'The course could not be loaded. Check your connection and reload the page.',
  progressFailed: 'Your progress could not be loaded. Your answers may not be saved.',
  saveFailed: 'Your answers could not be saved. Check your connection and try again.',
  readOnly: 'You are viewing as another user: answers are checked but not saved.',
  unanswered: 'Answer every question before checking.',
  passed: 'All correct. This lesson is complete.',
  notPassed: 'Not all answers are right yet. Read the feedback and try again.',
  saved: 'Your answers are saved.',
} as const;

export function progressText(completed: number, total: number) {
  return `${completed} of ${total} lessons complete`;
}
