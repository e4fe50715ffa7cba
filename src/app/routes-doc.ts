import type { Guard, Permission } from '../access/route-requirements.ts';
import type { RouteEntry } from '../lib/route-entry.ts';
import { ALL_PAGES, SIDEBAR_GROUP_LABELS } from './pages.ts';

const GUARD_TEXT: Record<Guard, string> = {
  public: 'public',
  'public-only': 'public; signed in → /dashboard',
  authenticated: 'guard 1: signed in, else /',
  role: 'guard 2: signed in with a role, else /',
};

const permissionText = (permission: Permission | undefined) =>
  permission === undefined
    ? ''
    : permission === 'administrator'
      ? 'administrator'
      : `${permission.area} ${permission.action}`;

function sidebarText(route: RouteEntry): string {
  if (!route.group) return '';
  const group = SIDEBAR_GROUP_LABELS[route.group];
  const offeredTo = route.requires.offeredTo ?? route.requires.permission;
  const who = offeredTo ? `, for ${permissionText(offeredTo)}` : '';
  return `${group ? `${group} › ` : ''}${route.title}${who}`;
}

/** docs/routes.md, generated from the registry so the two cannot drift. */
export function renderRoutesDoc(routes: readonly RouteEntry[] = ALL_PAGES): string {
  const rows = routes.map(
    (route) =>
      `| \`${route.path}\` | ${route.id} | ${GUARD_TEXT[route.requires.guard]} | ${permissionText(
        route.requires.permission,
      )} | ${route.title} | ${sidebarText(route)} |`,
  );
  return [
    '# Routes',
    '',
    'Generated from the route registry (`src/app/pages.ts`, which joins',
    '`src/features/s1000d/s1000d-tools.ts`) by `src/app/routes-doc.ts`; a unit test fails when',
    'this file is stale (`UPDATE_ROUTES_DOC=1 npm test -- --only=unit src/app/routes-doc.test.ts`',
    'rewrites it). "Page needs" is the permission the router checks before the page renders',
    '(administrators hold every one); the sidebar column says who is offered the item there',
    'and on the dashboards. Any other path redirects to `/login`. Routes the spec names only',
    'as `{token}` got the names below: cir-management, the IPS and PBS project pages, PBS item',
    'and task pages, product configuration, S1000D project, project SNS and BREX pages, and',
    'the STE project manager.',
    '',
    '| path | id | guard | page needs | screen | sidebar item |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
