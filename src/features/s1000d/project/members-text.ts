export const MEMBERS_TEXT = {
  notFound: (email: string) =>
    `No IPS Studio user with the e-mail ${email} has signed in yet. They appear here after their first sign-in.`,
  already: 'That user is already a member.',
  saveFailed: 'The members could not be saved. Nothing changed.',
  email: 'Enter the e-mail address the colleague signs in with.',
} as const;
