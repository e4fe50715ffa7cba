import { timelineMarker } from './timeline-marks.ts';

/**
 * Marks a step of a sign-in: the sign-in bench reads them (Auth's round trips, the profile and
 * role reads, the dashboard's own queries).
 */
export const markSignIn = timelineMarker<
  'start' | 'auth' | 'profile' | 'roles' | 'signed-in' | 'projects-asked' | 'projects'
>('sign-in');
