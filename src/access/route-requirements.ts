import type { Action, Area } from './model.ts';
import {
  guardAuthenticated,
  guardPublicOnly,
  guardRolePresent,
  type GuardResult,
  type GuardState,
} from './route-guards.ts';

/**
 * Who may open a route: 'authenticated' is the spec's guard 1, 'role' its guard 2
 * (some role present, whichever); 'public-only' pages send signed-in users on.
 */
export type Guard = 'public' | 'public-only' | 'authenticated' | 'role';

/** A permission a route asks for: an action on an area, or being an administrator. */
export type Permission = { area: Area; action: Action } | 'administrator';

/** What one route requires; the router, sidebar, dashboards and docs/routes.md read it. */
export type RouteRequirements = {
  guard: Guard;
  /** The permission the page checks before it renders anything of its own. */
  permission?: Permission;
  /**
   * Who the sidebar and the dashboards offer the route to, where that differs from
   * `permission` (the spec's sidebar table, section 6). Unset: those who pass `permission`.
   */
  offeredTo?: Permission;
};

export const viewOf = (area: Area): Permission => ({ area, action: 'view' });

/** What permission checks know about the rendered user. */
export type PermissionHolder = {
  isAdministrator: boolean;
  can: (area: Area, action: Action) => boolean;
};

/** Administrators hold every permission; everyone else needs the action on the area. */
export function holdsPermission(
  holder: PermissionHolder,
  permission: Permission | undefined,
): boolean {
  if (permission === undefined || holder.isAdministrator) return true;
  return permission !== 'administrator' && holder.can(permission.area, permission.action);
}

/** Whether the sidebar and dashboards list a route for this user. */
export function isOfferedTo(holder: PermissionHolder, requires: RouteRequirements): boolean {
  return holdsPermission(holder, requires.offeredTo ?? requires.permission);
}

/** The route's guard applied to the session; public pages always open. */
export function passGuard(guard: Guard, state: GuardState): GuardResult {
  if (guard === 'public') return { allow: true };
  if (guard === 'public-only') return guardPublicOnly(state);
  return guard === 'role' ? guardRolePresent(state) : guardAuthenticated(state);
}
