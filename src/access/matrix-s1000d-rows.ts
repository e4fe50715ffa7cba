import { isActiveProfile, isAdministrator, mayUseArea } from './administrator.ts';
import { MATRIX_ACTORS, MATRIX_ROLES, type ActorId, type MatrixActor } from './matrix-actors.ts';
import { MATRIX_S1000D, rightsIn } from './matrix-s1000d.ts';

const { member, other, open } = MATRIX_S1000D;

/** A row of the access matrix (the same shape as access-matrix.ts's Row). */
type Row = {
  id: string;
  collection: string;
  operation: string;
  allowed: readonly ActorId[];
  decide: (actor: MatrixActor) => boolean;
};

/** A row whose allowed actors are what src/access decides, so the two cannot drift apart. */
export function decided(
  collection: string,
  key: string,
  operation: string,
  decide: (a: MatrixActor) => boolean,
): Row {
  return {
    id: `${collection}.${key}`,
    collection,
    operation,
    allowed: MATRIX_ACTORS.filter(decide).map((a) => a.id),
    decide,
  };
}

export function nobody(collection: string, key: string, operation: string): Row {
  return {
    id: `${collection}.${key}`,
    collection,
    operation,
    allowed: [] as ActorId[],
    decide: () => false,
  };
}

const active = (a: MatrixActor) => !!a.uid && isActiveProfile(a.profile);
const admin = (a: MatrixActor) => active(a) && isAdministrator(a.profile, MATRIX_ROLES);
const createsProjects = (a: MatrixActor) =>
  active(a) && mayUseArea(a.profile, MATRIX_ROLES, 'schemas', 'create');

const P = 's1000dProjects';
const O = 's1000dProjects/objects';
const I = 's1000dProjects/index';
const C = 's1000dProjects/chunks';
const H = 's1000dProjects/history';
const D = 'userDirectory';

/** The content store's rows (issue 15): every collection, every project role, with and without the area. */
export const S1000D_ROWS: readonly Row[] = [
  decided(P, 'get-member', 'get a project one is a member of (A)', (a) => rightsIn(member, a).read),
  decided(P, 'get-other', "get another team's project (B)", (a) => rightsIn(other, a).read),
  decided(P, 'get-open', 'get a project open to the workspace', (a) => rightsIn(open, a).read),
  decided(P, 'list-own', 'list the projects one is a member of', active),
  decided(P, 'list-all', 'list every project', admin),
  decided(P, 'create', 'create a project, managing it', createsProjects),
  nobody(P, 'create-for-other', 'create a project owned and managed by someone else'),
  decided(P, 'update-settings', "change A's name and settings", (a) => rightsIn(member, a).manage),
  nobody(P, 'settings-long-value', "give A's settings a 100 KB information code name"),
  nobody(P, 'settings-unknown-key', "give A's settings an unknown key"),
  decided(P, 'promote-self', "make oneself A's manager", (a) => rightsIn(member, a).manage),
  nobody(P, 'no-manager', 'leave A without a manager'),
  decided(P, 'delete', 'delete a project', admin),
  decided(O, 'get', 'read an object of A', (a) => rightsIn(member, a).read),
  decided(
    O,
    'upload',
    'store an object in A with its index row, content and history',
    (a) => rightsIn(member, a).writeObjects,
  ),
  decided(
    O,
    'upload-other',
    "store an object in B (another team's)",
    (a) => rightsIn(other, a).writeObjects,
  ),
  decided(
    O,
    'mark-deleted',
    'mark an object of A deleted',
    (a) => rightsIn(member, a).writeObjects,
  ),
  nobody(O, 'rewrite-issue', 'change an earlier issue of an object'),
  nobody(O, 'stale-issue', 'add an issue not after the current one (a stale editor save)'),
  nobody(O, 'delete', 'remove an object for good'),
  nobody(O, 'upload-oversized-issue', 'store an object whose issue has a 100 KB media type'),
  nobody(O, 'create-many-issues', 'create an object with two issues at once'),
  nobody(O, 'add-two-issues', 'add two issues to an object in one write'),
  decided(I, 'read', "read A's index", (a) => rightsIn(member, a).read),
  decided(I, 'write-row', "write a row of A's index", (a) => rightsIn(member, a).writeObjects),
  nobody(I, 'too-many-rows', "write 2,501 rows into one shard of A's index"),
  nobody(I, 'long-row', "write a row of 200,001 characters into A's index"),
  nobody(I, 'long-key', "write a row under a 1,000-character key into A's index"),
  nobody(I, 'row-map', "write a row of A's index as a map (the shape stored before, unbounded)"),
  nobody(I, 'long-brex-mark', "keep a 301-character BREX result in A's index"),
  nobody(I, 'deleted-map', "keep a deleted mark that is a map in A's index"),
  decided(
    I,
    'brex-marks',
    "keep BREX results of A's objects, with a history entry",
    (a) => rightsIn(member, a).writeObjects,
  ),
  decided(
    I,
    'brex-marks-other',
    "keep BREX results in B (another team's)",
    (a) => rightsIn(other, a).writeObjects,
  ),
  decided(C, 'get', "read A's content", (a) => rightsIn(member, a).read),
  nobody(C, 'rewrite', 'change stored content'),
  nobody(C, 'oversized', 'store a content chunk of 960 KB and one byte'),
  nobody(H, 'forge', 'write a history entry in another user’s name'),
  nobody(H, 'long-object-key', 'write a history entry naming a 100 KB object key'),
  nobody(H, 'edit', 'change a history entry'),
  decided(H, 'read', "read A's history", (a) => rightsIn(member, a).read),
  decided(
    'readingPositions',
    'write-not-member',
    "set own reading position in B (another team's project, or one the reader left)",
    (a) => rightsIn(other, a).read,
  ),
  decided(D, 'get', 'find a colleague by e-mail', active),
  nobody(D, 'list', 'list the user directory'),
  nobody(D, 'publish-other', "publish another user's directory entry"),
  nobody(D, 'publish-unnamed', 'publish an entry for its login address, which no profile names'),
];
