import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { ACTOR_IDS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D } from '#access/matrix-s1000d.ts';
import type { Operation } from './matrix-operations.ts';

type Write = [path: string, data: Record<string, unknown>];

const A = `s1000dProjects/${MATRIX_S1000D.member.id}`;
const me = (actor: MatrixActor) => uidOf(actor.id);
const decision = (updatedBy: string, updatedAt: unknown, brdpId = 'BRDP-S1-00001') => ({
  brdpId,
  kind: 'not-used',
  decisionNumber: 'BRD-S1-00001',
  text: '',
  priority: 'brpr03',
  owner: 'Ana',
  status: 'brst01',
  brexRules: [],
  updatedAt,
  updatedBy,
});

/** Project A's BRDP index (one part) and one decision. */
export function brdpDocuments(): Write[] {
  const at = Timestamp.fromMillis(Date.now() - 60_000);
  const by = uidOf('ips-engineer');
  return [
    [
      `${A}/brdpIndex/meta`,
      {
        generation: 1,
        parts: 1,
        count: 1,
        source: 'a.xlsx',
        sheet: 'Map',
        importedAt: at,
        importedBy: by,
      },
    ],
    [`${A}/brdpIndex/g1p00`, { rows: { 'BRDP-S1-00001': { t: 'Issue' } } }],
    [`${A}/brdpDecisions/BRDP-S1-00001`, decision(by, at)],
  ];
}

// Each actor decides its own BRDP, so one actor's write never turns another's into an update.
const brdpOf = (a: MatrixActor) =>
  `BRDP-S1-${String(100 + ACTOR_IDS.indexOf(a.id)).padStart(5, '0')}`;
const at = (db: Firestore, path: string) => doc(db, `${A}/${path}`);

export const brdpOperations: Record<string, Operation> = {
  's1000dProjects/brdpIndex.get': (db) => getDoc(at(db, 'brdpIndex/meta')),
  's1000dProjects/brdpIndex.import': (db, a) =>
    setDoc(at(db, 'brdpIndex/meta'), {
      generation: 2,
      parts: 0,
      count: 0,
      source: 'b.xlsx',
      sheet: 'Map',
      importedAt: serverTimestamp(),
      importedBy: me(a),
    }),
  's1000dProjects/brdpIndex.import-part': (db, a) =>
    setDoc(at(db, `brdpIndex/g2p${String(ACTOR_IDS.indexOf(a.id)).padStart(2, '0')}`), {
      rows: JSON.stringify({ 'BRDP-S1-00002': { t: 'Another issue' } }),
    }),
  's1000dProjects/brdpIndex.import-invalid': (db) =>
    setDoc(at(db, 'brdpIndex/g2p00'), { rows: ['BRDP-S1-00001'] }),
  's1000dProjects/brdpIndex.import-map': (db) =>
    setDoc(at(db, 'brdpIndex/g2p00'), { rows: { 'BRDP-S1-00001': { t: 'x'.repeat(100_000) } } }),
  's1000dProjects/brdpIndex.import-long-part': (db) =>
    setDoc(at(db, 'brdpIndex/g2p00'), { rows: 'x'.repeat(LIMITS.brdpIndex.partText + 1) }),
  's1000dProjects/brdpDecisions.get': (db) => getDoc(at(db, 'brdpDecisions/BRDP-S1-00001')),
  's1000dProjects/brdpDecisions.save': (db, a) =>
    setDoc(at(db, `brdpDecisions/${brdpOf(a)}`), decision(me(a), serverTimestamp(), brdpOf(a))),
  's1000dProjects/brdpDecisions.save-invalid': (db, a) =>
    setDoc(at(db, `brdpDecisions/${brdpOf(a)}`), {
      ...decision(me(a), serverTimestamp(), brdpOf(a)),
      colour: 'red',
    }),
  's1000dProjects/brdpDecisions.save-long-rule': (db, a) =>
    setDoc(at(db, `brdpDecisions/${brdpOf(a)}`), {
      ...decision(me(a), serverTimestamp(), brdpOf(a)),
      brexRules: ['x'.repeat(100_000)],
    }),
  's1000dProjects/brdpDecisions.delete': (db) => deleteDoc(at(db, 'brdpDecisions/BRDP-S1-00001')),
};
