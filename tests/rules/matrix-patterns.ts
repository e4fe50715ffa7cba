import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { ACTOR_IDS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D } from '#access/matrix-s1000d.ts';
import type { Operation } from './matrix-operations.ts';

const A = `s1000dProjects/${MATRIX_S1000D.member.id}`;
const me = (actor: MatrixActor) => uidOf(actor.id);
const pattern = (updatedBy: string, updatedAt: unknown) => ({
  name: 'Warning without text',
  kind: 'xpath',
  expression: '//warning[not(warningAndCautionPara)]',
  message: 'A warning needs its text.',
  severity: 'error',
  // As the data layer stores them: one JSON text (decision 1400).
  examples: JSON.stringify([{ text: '<warning/>', expect: 'hit' }]),
  updatedAt,
  updatedBy,
});

/** Project A's pattern every actor reads and tries to remove. */
export function patternDocuments(): [string, Record<string, unknown>][] {
  const at = Timestamp.fromMillis(Date.now() - 60_000);
  return [[`${A}/issuePatterns/seeded-pattern`, pattern(uidOf('ips-engineer'), at)]];
}

// Each actor saves its own pattern, so one actor's write never turns another's into an update.
const own = (a: MatrixActor) => `${A}/issuePatterns/pattern-${ACTOR_IDS.indexOf(a.id)}`;

export const patternOperations: Record<string, Operation> = {
  's1000dProjects/issuePatterns.get': (db) => getDoc(doc(db, `${A}/issuePatterns/seeded-pattern`)),
  's1000dProjects/issuePatterns.save': (db, a) =>
    setDoc(doc(db, own(a)), pattern(me(a), serverTimestamp())),
  's1000dProjects/issuePatterns.delete': (db) =>
    deleteDoc(doc(db, `${A}/issuePatterns/seeded-pattern`)),
  's1000dProjects/issuePatterns.save-invalid': (db, a) =>
    setDoc(doc(db, own(a)), { ...pattern(me(a), serverTimestamp()), kind: 'glob' }),
  's1000dProjects/issuePatterns.save-long-examples': (db, a) =>
    setDoc(doc(db, own(a)), {
      ...pattern(me(a), serverTimestamp()),
      examples: 'x'.repeat(LIMITS.issuePatterns.examplesText + 1),
    }),
  's1000dProjects/issuePatterns.save-examples-list': (db, a) =>
    setDoc(doc(db, own(a)), {
      ...pattern(me(a), serverTimestamp()),
      examples: [{ text: 'x'.repeat(100_000), expect: 'hit' }],
    }),
  's1000dProjects/issuePatterns.save-as-other': (db, a) =>
    setDoc(doc(db, own(a)), pattern('someone-else', serverTimestamp())),
};
