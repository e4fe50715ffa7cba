import { STAFF_SIGN_IN_ROLES, type AccessSubject } from './model.ts';

export const DASHBOARD_VARIANTS = [...STAFF_SIGN_IN_ROLES, 'main'] as const;
export type DashboardVariant = (typeof DASHBOARD_VARIANTS)[number];

/** Each staff role selected gets its own dashboard; anything else (or roles only) gets main. */
export function dashboardVariant(subject: AccessSubject | null | undefined): DashboardVariant {
  const selected = subject?.selectedRole;
  const own = DASHBOARD_VARIANTS.find((variant) => variant !== 'main' && variant === selected);
  return own ?? 'main';
}
