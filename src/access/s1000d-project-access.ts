/**
 * What a user may do in one S1000D project (decision 170), as firestore.rules decides it:
 * the project role together with the `schemas` permission; administrators do everything.
 */
export const PROJECT_ROLE_RANK = { reader: 1, author: 2, reviewer: 3, manager: 4 } as const;
export type ProjectRoleName = keyof typeof PROJECT_ROLE_RANK;

/** What the decision needs to know of the user, from the permission check. */
export type S1000dActor = {
  uid: string;
  isAdministrator: boolean;
  /** `schemas` edit: needed to write anything in a project. */
  editsSchemas: boolean;
  /** `schemas` create: needed to make a project. */
  createsSchemas: boolean;
  /** Viewing as another user: everything is read-only, administrators included. */
  readOnly?: boolean;
};

export type S1000dProjectShape = {
  members: Readonly<Record<string, string>>;
  visibility: 'members' | 'workspace';
};

export type S1000dRights = {
  role: ProjectRoleName | null;
  read: boolean;
  /** Upload, upissue, delete and reinstate objects. */
  writeObjects: boolean;
  /** Settings and members. */
  manage: boolean;
};

function rankOf(role: string | undefined): number {
  return role && role in PROJECT_ROLE_RANK ? PROJECT_ROLE_RANK[role as ProjectRoleName] : 0;
}

export function s1000dRights(actor: S1000dActor, project: S1000dProjectShape): S1000dRights {
  const held = project.members[actor.uid];
  const rank = rankOf(held);
  const role = rank > 0 ? (held as ProjectRoleName) : null;
  const writes = (min: number) =>
    !actor.readOnly && (actor.isAdministrator || (actor.editsSchemas && rank >= min));
  return {
    role,
    read: actor.isAdministrator || rank >= 1 || project.visibility === 'workspace',
    writeObjects: writes(PROJECT_ROLE_RANK.author),
    manage: writes(PROJECT_ROLE_RANK.manager),
  };
}

export function mayCreateS1000dProject(actor: S1000dActor): boolean {
  return !actor.readOnly && (actor.isAdministrator || actor.createsSchemas);
}

/** A members map the rules accept: every role known, at least one manager, at most 200. */
export function membersProblem(members: Readonly<Record<string, string>>): string | null {
  const roles = Object.values(members);
  if (roles.length === 0 || roles.length > 200) return 'A project has 1 to 200 members.';
  if (roles.some((r) => rankOf(r) === 0)) return 'Every member needs a project role.';
  if (!roles.includes('manager')) return 'A project needs at least one manager.';
  return null;
}
