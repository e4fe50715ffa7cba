import { Bytes, Timestamp } from 'firebase/firestore';
import { ACTOR_IDS, uidOf } from '#access/matrix-actors.ts';
import { MATRIX_S1000D, storedMembers } from '#access/matrix-s1000d.ts';
import { indexShardOf } from '../../src/data/s1000d-shards.ts';

type Write = [path: string, data: Record<string, unknown>];

export const SEEDED_OBJECT = 'DMC-SEED-A-00-00-00-00A-040A-A_EN-US';
export const SEEDED_SHA = 'a'.repeat(64);
export const SEEDED_HISTORY = 'history-1';
export const deletableProject = (actor: string) => `proj-del-${actor}`;

const at = Timestamp.fromMillis(Date.now() - 60_000);

export function s1000dProject(project: (typeof MATRIX_S1000D)[keyof typeof MATRIX_S1000D]) {
  const members = storedMembers(project);
  const owner = Object.entries(members).find(([, role]) => role === 'manager')![0];
  return {
    name: project.id,
    description: '',
    settings: { issue: '6' },
    members,
    memberIds: Object.keys(members),
    visibility: project.visibility,
    ownerId: owner,
    createdAt: at,
    updatedAt: at,
  };
}

export const SEEDED_ISSUE = {
  issueNumber: '001',
  inWork: '00',
  sha256: SEEDED_SHA,
  size: 3,
  chunks: 1,
  mediaType: 'application/xml',
  at,
  by: uidOf('ips-engineer'),
};

/** The S1000D projects of the matrix, one object with its row, content and history in A. */
export function s1000dDocuments(): Write[] {
  const a = MATRIX_S1000D.member.id;
  const writes: Write[] = Object.values(MATRIX_S1000D).map((p) => [
    `s1000dProjects/${p.id}`,
    s1000dProject(p),
  ]);
  for (const actor of ACTOR_IDS) {
    writes.push([`s1000dProjects/${deletableProject(actor)}`, s1000dProject(MATRIX_S1000D.other)]);
  }
  writes.push([
    `s1000dProjects/${a}/objects/${SEEDED_OBJECT}`,
    {
      key: SEEDED_OBJECT,
      kind: 'dm',
      issues: [SEEDED_ISSUE],
      current: { issueNumber: '001', inWork: '00' },
      deleted: false,
      updatedAt: at,
      updatedBy: uidOf('ips-engineer'),
    },
  ]);
  // The object's row in the shard the store puts it in; B holds one too, for BREX results.
  for (const id of [a, MATRIX_S1000D.other.id])
    writes.push([
      `s1000dProjects/${id}/index/${indexShardOf(SEEDED_OBJECT)}`,
      { rows: { [SEEDED_OBJECT]: { r: { k: SEEDED_OBJECT }, d: 0 } } },
    ]);
  writes.push([
    `s1000dProjects/${a}/chunks/${SEEDED_SHA}_0`,
    { data: Bytes.fromUint8Array(new Uint8Array([60, 97, 62])) },
  ]);
  writes.push([
    `s1000dProjects/${a}/history/${SEEDED_HISTORY}`,
    {
      at,
      by: uidOf('ips-engineer'),
      byName: 'Engineer',
      action: 'add',
      objectKey: SEEDED_OBJECT,
      issue: '001-00',
      detail: '',
    },
  ]);
  writes.push([
    'userDirectory/colleague@example.com',
    { uid: uidOf('ips-engineer'), displayName: 'Engineer' },
  ]);
  return writes;
}
