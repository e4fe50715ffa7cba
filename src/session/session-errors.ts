/** The spec's role list cache: 30 s, cleared on sign-in and on refresh. */
export const ROLES_CACHE_MS = 30_000;

/** A refused sign-in; `roles` are the user's own, shown with 'You Do Not Have Access To This Role.' */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly roles: string[] = [],
  ) {
    super(message);
  }
}
