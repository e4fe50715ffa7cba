import type { AccessSubject } from './model.ts';

export const DASHBOARD_VARIANTS = [
  'ips-engineer',
  'maintainer',
  'operator',
  'school',
  'customer-support',
  'data-analyst',
  's1000d-viewer',
  'main',
] as const;
export type DashboardVariant = (typeof DASHBOARD_VARIANTS)[number];

/** Each staff role selected gets its own dashboard; anything else (or roles only) gets main. */
export function dashboardVariant(subject: AccessSubject | null | undefined): DashboardVariant {
  const selected = subject?.selectedRole;
  const own = DASHBOARD_VARIANTS.find((variant) => variant !== 'main' && variant === selected);
  return own ?? 'main';
}
