/**
 * Names a step of a sign-in in the browser's performance timeline: the sign-in bench reads
 * them to say where the time goes (Auth's round trips, the profile and role reads, the
 * dashboard's own queries).
 */
export function markSignIn(
  step: 'start' | 'auth' | 'profile' | 'roles' | 'signed-in' | 'projects-asked' | 'projects',
) {
  performance.mark(`sign-in:${step}`);
}
