import { isActiveProfile, isAdministrator, mayUseArea } from './administrator.ts';
import { MATRIX_ROLES, uidOf, type ActorId, type MatrixActor } from './matrix-actors.ts';
import {
  s1000dRights,
  type ProjectRoleName,
  type S1000dProjectShape,
} from './s1000d-project-access.ts';

/**
 * The S1000D projects the matrix seeds (decision 170). Project roles are a relationship, so
 * they sit on actors that exist for other rows: the engineers (schemas edit) are author and
 * (with five roles) manager of A, the course teacher is A's reviewer without any S1000D permission, and so on.
 */
export const MATRIX_S1000D = {
  member: {
    id: 'proj-a',
    visibility: 'members',
    members: {
      // The manager holds five roles, the permission-giving one last (issue 14, item 2); the
      // author holds one, so each project rank is tried with both shapes.
      'ips-engineer': 'author',
      'ips-engineer-5': 'manager',
      teacher: 'reviewer',
      's1000d-viewer': 'reader',
      operator: 'reader',
      maintainer: 'reader',
      'inactive-role': 'author',
      deactivated: 'manager',
    },
  },
  other: { id: 'proj-b', visibility: 'members', members: { 'data-analyst': 'manager' } },
  open: { id: 'proj-open', visibility: 'workspace', members: { 'data-analyst': 'manager' } },
} as const satisfies Record<
  string,
  {
    id: string;
    visibility: S1000dProjectShape['visibility'];
    members: Partial<Record<ActorId, ProjectRoleName>>;
  }
>;

type SeededProject = (typeof MATRIX_S1000D)[keyof typeof MATRIX_S1000D];

/** The project as stored: members keyed by uid. */
export function storedMembers(project: SeededProject): Record<string, ProjectRoleName> {
  return Object.fromEntries(
    Object.entries(project.members).map(([id, role]) => [uidOf(id as ActorId), role]),
  );
}

/** src/access's answer for an actor in a seeded project, with the rules' active-profile check. */
export function rightsIn(project: SeededProject, actor: MatrixActor) {
  if (!actor.uid || !isActiveProfile(actor.profile))
    return { read: false, writeObjects: false, manage: false };
  return s1000dRights(
    {
      uid: actor.uid,
      isAdministrator: isAdministrator(actor.profile, MATRIX_ROLES),
      editsSchemas: mayUseArea(actor.profile, MATRIX_ROLES, 'schemas', 'edit'),
      createsSchemas: mayUseArea(actor.profile, MATRIX_ROLES, 'schemas', 'create'),
    },
    { members: storedMembers(project), visibility: project.visibility },
  );
}
