import {
  ACTIONS,
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  fullPermissions,
  type Action,
  type Area,
  type Permissions,
  type Role,
} from './model.ts';
import { SIGN_IN_ROLE_IDS } from './sign-in-roles.ts';

/** Every action except admin: full use of an area without administering it. */
const ALL: readonly Action[] = ACTIONS.filter((action) => action !== 'admin');
const VIEW: readonly Action[] = ['view'];

function grant(areas: Partial<Record<Area, readonly Action[]>>): Permissions {
  const permissions: Permissions = {};
  for (const [area, actions] of Object.entries(areas) as [Area, readonly Action[]][]) {
    permissions[area] = Object.fromEntries(actions.map((action) => [action, true]));
  }
  return permissions;
}

function seeded(id: string, name: string, description: string, permissions: Permissions): Role {
  return { id, name, description, permissions, isSystem: true, isActive: true };
}

/**
 * The roles the seed script writes: one per sign-in role plus the system
 * administrator. docs/access.md explains each choice.
 */
export const DEFAULT_ROLES: readonly Role[] = [
  seeded(
    SIGN_IN_ROLE_IDS['ips-engineer'],
    'IPS Engineer',
    'Authors IPS and PBS projects.',
    grant({
      dashboard: VIEW,
      schemas: ['view', 'edit', 'create'],
      'ips-projects': ALL,
      'pbs-projects': ALL,
      tools: ALL,
      settings: ['view', 'edit'],
      reports: ['view', 'create'],
      'project-export': ['view', 'create'],
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS.maintainer,
    'Maintainer',
    'Maintains product breakdowns and reads projects.',
    grant({
      dashboard: VIEW,
      schemas: VIEW,
      'ips-projects': VIEW,
      'pbs-projects': ['view', 'edit'],
      tools: VIEW,
      settings: VIEW,
      reports: VIEW,
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS.operator,
    'Operator',
    'Reads projects and uses the tools.',
    grant({
      dashboard: VIEW,
      'ips-projects': VIEW,
      'pbs-projects': VIEW,
      tools: VIEW,
      settings: VIEW,
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS.school,
    'School',
    'Training staff: tools, schemas and reports.',
    grant({
      dashboard: VIEW,
      schemas: VIEW,
      tools: ['view', 'edit', 'create'],
      settings: VIEW,
      reports: VIEW,
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS['customer-support'],
    'Customer Support',
    'Reads projects to help customers.',
    grant({
      dashboard: VIEW,
      'ips-projects': VIEW,
      'pbs-projects': VIEW,
      tools: VIEW,
      settings: VIEW,
      reports: VIEW,
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS['data-analyst'],
    'Data Analyst',
    'Reads projects, writes reports and exports.',
    grant({
      dashboard: VIEW,
      'ips-projects': VIEW,
      'pbs-projects': VIEW,
      settings: VIEW,
      reports: ALL,
      'project-export': ['view', 'create'],
    }),
  ),
  seeded(
    SIGN_IN_ROLE_IDS['s1000d-viewer'],
    'S1000D Viewer',
    'Reads S1000D publications and projects.',
    grant({
      dashboard: VIEW,
      schemas: VIEW,
      'ips-projects': VIEW,
      settings: VIEW,
    }),
  ),
  seeded(
    SYSTEM_ADMINISTRATOR_ROLE_ID,
    'System Administrator',
    'Every action on every area.',
    fullPermissions(),
  ),
];
