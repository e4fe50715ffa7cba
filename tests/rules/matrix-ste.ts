import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { ACTOR_IDS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D } from '#access/matrix-s1000d.ts';
import type { Operation } from './matrix-operations.ts';

const A = `s1000dProjects/${MATRIX_S1000D.member.id}`;
const me = (actor: MatrixActor) => uidOf(actor.id);
const settings = (updatedBy: string, updatedAt: unknown) => ({
  ruleOn: { semicolon: true, 'passive-voice': false },
  ruleSeverity: { semicolon: 'error', 'passive-voice': 'info' },
  nouns: ['brake cable'],
  verbs: ['torque'],
  avoid: ['utilize\tuse', 'prior to'],
  textTypes: { 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-041A-A_EN-US': 'procedural' },
  updatedAt,
  updatedBy,
});
const run = (seq: number, by: string, at: unknown) => ({
  seq,
  modules: 2,
  sentences: 10,
  words: 90,
  errors: 1,
  warnings: 2,
  infos: 0,
  byRule: { semicolon: 1, 'passive-voice': 2 },
  at,
  by,
  byName: 'Matrix',
});
// Run 100 sits in slot run-0; each actor records its own run in a slot of its own.
const SEEDED = 100;
const own = (a: MatrixActor) => SEEDED + 1 + ACTOR_IDS.indexOf(a.id);
const slot = (seq: number) => `${A}/steRuns/run-${seq % 50}`;

/** Project A's STE settings and one recorded run, seeded for every actor to read. */
export function steDocuments(): [string, Record<string, unknown>][] {
  const at = Timestamp.fromMillis(Date.now() - 60_000);
  return [
    [`${A}/ste/settings`, settings(uidOf('ips-engineer'), at)],
    [slot(SEEDED), run(SEEDED, uidOf('ips-engineer'), at)],
  ];
}

export const steOperations: Record<string, Operation> = {
  's1000dProjects/ste.get': (db) => getDoc(doc(db, `${A}/ste/settings`)),
  's1000dProjects/ste.save': (db, a) =>
    setDoc(doc(db, `${A}/ste/settings`), settings(me(a), serverTimestamp())),
  's1000dProjects/ste.save-invalid': (db, a) =>
    setDoc(doc(db, `${A}/ste/settings`), {
      ...settings(me(a), serverTimestamp()),
      ruleSeverity: { semicolon: 'fatal' },
    }),
  's1000dProjects/ste.save-as-other': (db) =>
    setDoc(doc(db, `${A}/ste/settings`), settings('someone-else', serverTimestamp())),
  's1000dProjects/ste.save-long-key': (db, a) =>
    setDoc(doc(db, `${A}/ste/settings`), {
      ...settings(me(a), serverTimestamp()),
      textTypes: { ['x'.repeat(201)]: 'procedural' },
    }),
  's1000dProjects/ste.delete': (db) => deleteDoc(doc(db, `${A}/ste/settings`)),
  's1000dProjects/steRuns.get': (db) => getDoc(doc(db, slot(SEEDED))),
  's1000dProjects/steRuns.record': (db, a) =>
    setDoc(doc(db, slot(own(a))), run(own(a), me(a), serverTimestamp())),
  's1000dProjects/steRuns.rewrite': (db, a) =>
    setDoc(doc(db, slot(SEEDED)), { ...run(SEEDED, me(a), serverTimestamp()), errors: 0 }),
  // A later run (allowed in its own slot) written one slot off.
  's1000dProjects/steRuns.wrong-slot': (db, a) =>
    setDoc(doc(db, slot(own(a) + 1)), run(own(a) + 50, me(a), serverTimestamp())),
  // A later run in the right slot: only the name is wrong.
  's1000dProjects/steRuns.record-as-other': (db, a) =>
    setDoc(doc(db, slot(own(a))), run(own(a) + 50, 'someone-else', serverTimestamp())),
  's1000dProjects/steRuns.delete': (db) => deleteDoc(doc(db, slot(SEEDED))),
};
