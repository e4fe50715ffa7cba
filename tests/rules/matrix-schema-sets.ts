import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D } from '#access/matrix-s1000d.ts';
import type { Operation } from './matrix-operations.ts';

const A = `s1000dProjects/${MATRIX_S1000D.member.id}`;
const B = `s1000dProjects/${MATRIX_S1000D.other.id}`;
const me = (actor: MatrixActor) => uidOf(actor.id);
const file = (n: number) => ({ name: `s${n}.xsd`, sha256: 'a'.repeat(64), size: 100 });
const schemaSet = (issue: string, storedBy: string, storedAt: unknown) => ({
  issue,
  folder: `S1000D_${issue.replace(/\./g, '-')}/xml_schema_flat/`,
  // As the data layer stores them: one JSON text (decision 1400).
  files: JSON.stringify([file(0)]),
  storedAt,
  storedBy,
});

/** Project A's Issue 4.2 set every actor reads and tries to remove. */
export function schemaSetDocuments(): [string, Record<string, unknown>][] {
  const at = Timestamp.fromMillis(Date.now() - 60_000);
  return [[`${A}/schemaSets/4-2`, schemaSet('4.2', uidOf('ips-engineer-5'), at)]];
}

export const schemaSetOperations: Record<string, Operation> = {
  's1000dProjects/schemaSets.get': (db) => getDoc(doc(db, `${A}/schemaSets/4-2`)),
  's1000dProjects/schemaSets.save': (db, a) =>
    setDoc(doc(db, `${A}/schemaSets/4-0-2`), schemaSet('4.0.2', me(a), serverTimestamp())),
  's1000dProjects/schemaSets.save-other': (db, a) =>
    setDoc(doc(db, `${B}/schemaSets/4-1`), schemaSet('4.1', me(a), serverTimestamp())),
  's1000dProjects/schemaSets.delete': (db) => deleteDoc(doc(db, `${A}/schemaSets/4-2`)),
  's1000dProjects/schemaSets.save-unknown-issue': (db, a) =>
    setDoc(doc(db, `${A}/schemaSets/7-0`), schemaSet('7.0', me(a), serverTimestamp())),
  's1000dProjects/schemaSets.save-long-files': (db, a) =>
    setDoc(doc(db, `${A}/schemaSets/4-1`), {
      ...schemaSet('4.1', me(a), serverTimestamp()),
      files: 'x'.repeat(LIMITS.schemaSets.filesText + 1),
    }),
  's1000dProjects/schemaSets.save-files-list': (db, a) =>
    setDoc(doc(db, `${A}/schemaSets/4-1`), {
      ...schemaSet('4.1', me(a), serverTimestamp()),
      files: [{ ...file(0), name: 'x'.repeat(100_000) }],
    }),
  's1000dProjects/schemaSets.save-no-files': (db, a) =>
    setDoc(doc(db, `${A}/schemaSets/4-1`), {
      ...schemaSet('4.1', me(a), serverTimestamp()),
      files: '[]',
    }),
  's1000dProjects/schemaSets.save-as-other': (db) =>
    setDoc(doc(db, `${A}/schemaSets/4-1`), schemaSet('4.1', 'someone-else', serverTimestamp())),
};
