import {
  Bytes,
  FieldPath,
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { ACTOR_IDS, BOOTSTRAP_EMAIL, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D, storedMembers } from '#access/matrix-s1000d.ts';
import { createS1000dObjectsRepository } from '../../src/data/s1000d-objects.ts';
import { indexShardOf } from '../../src/data/s1000d-shards.ts';
import type { Operation } from './matrix-operations.ts';
import { READING_PUBLICATION, readingPosition } from './matrix-seed.ts';
import {
  deletableProject,
  s1000dProject,
  SEEDED_HISTORY,
  SEEDED_ISSUE,
  SEEDED_OBJECT,
  SEEDED_SHA,
} from './matrix-s1000d-seed.ts';

const now = serverTimestamp;
const me = (actor: MatrixActor) => uidOf(actor.id);
const A = MATRIX_S1000D.member.id;
const B = MATRIX_S1000D.other.id;
const project = (db: Firestore, id: string) => doc(db, 's1000dProjects', id);
const sub = (db: Firestore, id: string, name: string) => collection(db, 's1000dProjects', id, name);

/** A check's results kept as the repository keeps them: the index marks and one history entry. */
function keepBrexMarks(db: Firestore, actor: MatrixActor, projectId: string) {
  return createS1000dObjectsRepository(db).setBrexMarks(
    projectId,
    [
      {
        key: SEEDED_OBJECT,
        mark: { status: 'failed', errors: 1, sha256: SEEDED_SHA, against: 'chain' },
      },
    ],
    { uid: me(actor), name: actor.id },
    'Checked 1 object against its BREX chain: 1 failed',
  );
}

/** An upload as the content store writes it: object, index row, content and history at once. */
function upload(db: Firestore, actor: MatrixActor, projectId: string, issue: object = {}) {
  const key = `DMC-UP-${actor.id}${Object.keys(issue).join('-')}`;
  const sha = (actor.id.length.toString(16) + 'b'.repeat(64)).slice(0, 64);
  const batch = writeBatch(db);
  batch.set(doc(sub(db, projectId, 'objects'), key), {
    key,
    kind: 'dm',
    issues: [{ ...SEEDED_ISSUE, sha256: sha, at: Timestamp.now(), by: me(actor), ...issue }],
    current: { issueNumber: '001', inWork: '00' },
    deleted: false,
    updatedAt: now(),
    updatedBy: me(actor),
  });
  batch.set(
    doc(sub(db, projectId, 'index'), '01'),
    { listing: { [key]: JSON.stringify({ k: key }) }, deleted: { [key]: 0 } },
    { merge: true },
  );
  batch.set(doc(sub(db, projectId, 'chunks'), `${sha}_0`), {
    data: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
  });
  batch.set(doc(sub(db, projectId, 'history')), {
    at: now(),
    by: me(actor),
    byName: actor.id,
    action: 'add',
    objectKey: key,
    issue: '001-00',
    detail: '',
  });
  return batch.commit();
}

/** The seeded object of A with these issues after its first (each the seeded one, changed). */
function setIssues(db: Firestore, actor: MatrixActor, added: object[], fields: object = {}) {
  return updateDoc(doc(sub(db, A, 'objects'), SEEDED_OBJECT), {
    issues: [
      SEEDED_ISSUE,
      ...added.map((issue) => ({ ...SEEDED_ISSUE, at: Timestamp.now(), by: me(actor), ...issue })),
    ],
    updatedAt: now(),
    updatedBy: me(actor),
    ...fields,
  });
}

function setMembers(db: Firestore, members: Record<string, string>) {
  return updateDoc(project(db, A), { members, memberIds: Object.keys(members), updatedAt: now() });
}

/** A write to a shard of A's index, as the store merges its rows in (decision 1620). */
function writeShard(db: Firestore, fields: object) {
  return setDoc(doc(sub(db, A, 'index'), '02'), fields, { merge: true });
}

export const s1000dOperations: Record<string, Operation> = {
  's1000dProjects.get-member': (db) => getDoc(project(db, A)),
  's1000dProjects.get-other': (db) => getDoc(project(db, B)),
  's1000dProjects.get-open': (db) => getDoc(project(db, MATRIX_S1000D.open.id)),
  's1000dProjects.list-own': (db, a) =>
    getDocs(query(collection(db, 's1000dProjects'), where('memberIds', 'array-contains', me(a)))),
  's1000dProjects.list-all': (db) => getDocs(collection(db, 's1000dProjects')),
  's1000dProjects.create': (db, a) =>
    setDoc(project(db, `proj-new-${a.id}`), {
      ...s1000dProject(MATRIX_S1000D.other),
      members: { [me(a)]: 'manager' },
      memberIds: [me(a)],
      ownerId: me(a),
      createdAt: now(),
      updatedAt: now(),
    }),
  's1000dProjects.create-for-other': (db, a) =>
    setDoc(project(db, `proj-forged-${a.id}`), {
      ...s1000dProject(MATRIX_S1000D.other),
      createdAt: now(),
      updatedAt: now(),
    }),
  's1000dProjects.update-settings': (db) =>
    updateDoc(project(db, A), { name: 'Renamed', settings: { issue: '5.0' }, updatedAt: now() }),
  's1000dProjects.settings-long-value': (db) =>
    updateDoc(project(db, A), {
      settings: { issue: '6', infoNames: { '040': 'x'.repeat(100_000) } },
      updatedAt: now(),
    }),
  's1000dProjects.settings-unknown-key': (db) =>
    updateDoc(project(db, A), { settings: { issue: '6', blob: 'x' }, updatedAt: now() }),
  's1000dProjects.promote-self': (db, a) =>
    setMembers(db, { ...storedMembers(MATRIX_S1000D.member), [me(a)]: 'manager' }),
  's1000dProjects.no-manager': (db) =>
    setMembers(
      db,
      Object.fromEntries(
        Object.keys(storedMembers(MATRIX_S1000D.member)).map((uid) => [uid, 'reader']),
      ),
    ),
  's1000dProjects.delete': (db, a) => deleteDoc(project(db, deletableProject(a.id))),
  's1000dProjects/objects.get': (db) => getDoc(doc(sub(db, A, 'objects'), SEEDED_OBJECT)),
  's1000dProjects/objects.upload': (db, a) => upload(db, a, A),
  's1000dProjects/objects.upload-other': (db, a) => upload(db, a, B),
  's1000dProjects/objects.mark-deleted': (db, a) =>
    updateDoc(doc(sub(db, A, 'objects'), SEEDED_OBJECT), {
      deleted: true,
      updatedAt: now(),
      updatedBy: me(a),
    }),
  's1000dProjects/objects.rewrite-issue': (db, a) =>
    updateDoc(doc(sub(db, A, 'objects'), SEEDED_OBJECT), {
      issues: [{ ...SEEDED_ISSUE, sha256: 'c'.repeat(64) }],
      updatedAt: now(),
      updatedBy: me(a),
    }),
  's1000dProjects/objects.stale-issue': (db, a) => setIssues(db, a, [{ sha256: 'd'.repeat(64) }]),
  's1000dProjects/objects.upload-oversized-issue': (db, a) =>
    upload(db, a, A, { mediaType: 'x'.repeat(100_000) }),
  's1000dProjects/objects.create-many-issues': (db, a) =>
    setDoc(doc(sub(db, A, 'objects'), `DMC-TWO-${a.id}`), {
      key: `DMC-TWO-${a.id}`,
      kind: 'dm',
      issues: [
        SEEDED_ISSUE,
        { ...SEEDED_ISSUE, issueNumber: '002', at: Timestamp.now(), by: me(a) },
      ],
      current: { issueNumber: '002', inWork: '00' },
      deleted: false,
      updatedAt: now(),
      updatedBy: me(a),
    }),
  's1000dProjects/objects.add-two-issues': (db, a) =>
    setIssues(db, a, [{ issueNumber: '002' }, { issueNumber: '003' }], {
      current: { issueNumber: '003', inWork: '00' },
    }),
  's1000dProjects/objects.delete': (db) => deleteDoc(doc(sub(db, A, 'objects'), SEEDED_OBJECT)),
  's1000dProjects/index.read': (db) => getDocs(sub(db, A, 'index')),
  's1000dProjects/index.brex-marks': (db, a) => keepBrexMarks(db, a, A),
  's1000dProjects/index.brex-marks-other': (db, a) => keepBrexMarks(db, a, B),
  's1000dProjects/index.write-row': (db, a) => writeShard(db, { listing: { [`K-${a.id}`]: '{}' } }),
  's1000dProjects/index.too-many-rows': (db) =>
    writeShard(db, {
      listing: Object.fromEntries(
        Array.from({ length: LIMITS.indexShards.rows + 1 }, (_, n) => [`K-${n}`, '{}']),
      ),
    }),
  's1000dProjects/index.long-row': (db, a) =>
    writeShard(db, { listing: { [`K-${a.id}`]: 'x'.repeat(LIMITS.indexShards.rowText + 1) } }),
  's1000dProjects/index.long-key': (db) =>
    writeShard(db, { listing: { ['K'.repeat(1000)]: '{}' } }),
  's1000dProjects/index.row-map': (db, a) =>
    writeShard(db, { listing: { [`K-${a.id}`]: { n: 'x'.repeat(100_000) } } }),
  's1000dProjects/index.long-brex-mark': (db) =>
    updateDoc(
      doc(sub(db, A, 'index'), indexShardOf(SEEDED_OBJECT)),
      new FieldPath('brex', SEEDED_OBJECT),
      'x'.repeat(LIMITS.indexShards.brexText + 1),
    ),
  's1000dProjects/index.deleted-map': (db, a) =>
    writeShard(db, { deleted: { [`K-${a.id}`]: { d: 'x'.repeat(100_000) } } }),
  's1000dProjects/chunks.get': (db) => getDoc(doc(sub(db, A, 'chunks'), `${SEEDED_SHA}_0`)),
  's1000dProjects/chunks.rewrite': (db) =>
    setDoc(doc(sub(db, A, 'chunks'), `${SEEDED_SHA}_0`), {
      data: Bytes.fromUint8Array(new Uint8Array([0])),
    }),
  's1000dProjects/history.forge': (db) =>
    setDoc(doc(sub(db, A, 'history')), {
      at: now(),
      by: uidOf('teacher'),
      byName: 'Teacher',
      action: 'delete',
      objectKey: SEEDED_OBJECT,
      issue: '001-00',
      detail: '',
    }),
  's1000dProjects/chunks.oversized': (db, a) =>
    setDoc(doc(sub(db, A, 'chunks'), `${'e'.repeat(64)}_${ACTOR_IDS.indexOf(a.id)}`), {
      data: Bytes.fromUint8Array(new Uint8Array(960 * 1024 + 1)),
    }),
  's1000dProjects/history.long-object-key': (db, a) =>
    setDoc(doc(sub(db, A, 'history')), {
      at: now(),
      by: me(a),
      byName: 'Someone',
      action: 'add',
      objectKey: SEEDED_OBJECT,
      objectKeys: ['x'.repeat(100_000)],
      issue: '001-00',
      detail: '',
    }),
  's1000dProjects/history.edit': (db) =>
    updateDoc(doc(sub(db, A, 'history'), SEEDED_HISTORY), { detail: 'changed' }),
  's1000dProjects/history.read': (db) => getDocs(sub(db, A, 'history')),
  'readingPositions.write-not-member': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', `${me(a)}__${B}__${READING_PUBLICATION}`),
      readingPosition(me(a), { projectId: B, updatedAt: now() }),
    ),
  'userDirectory.get': (db) => getDoc(doc(db, 'userDirectory', 'colleague@example.com')),
  'userDirectory.list': (db) => getDocs(collection(db, 'userDirectory')),
  'userDirectory.publish-other': (db, a) =>
    setDoc(doc(db, 'userDirectory', 'colleague@example.com'), { uid: me(a), displayName: 'Me' }),
  // The bootstrap-address actor holds a verified login for this address and no profile yet.
  'userDirectory.publish-unnamed': (db, a) =>
    setDoc(doc(db, 'userDirectory', BOOTSTRAP_EMAIL), { uid: me(a), displayName: 'Me' }),
};
