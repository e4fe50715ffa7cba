import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { newProfileDocument } from '../../src/data/users.ts';
import { EMPTY_IPS_DATA } from '../../src/features/ips-projects/ips-project.ts';
import { packFields, valueText } from '../../src/domain/packed-fields.ts';
import { LIMITS } from '#access/limits.ts';
import { MATRIX_ROLES, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { SHARED_SESSION, spareRole } from './matrix-seed.ts';
import { newBucket, newTodo, type Operation } from './matrix-operations.ts';

const now = serverTimestamp;
const me = (a: MatrixActor) => uidOf(a.id);
const over = (limit: number) => 'x'.repeat(limit + 1);
const big = 'x'.repeat(100_000);
const { projects } = LIMITS;
const many = <T>(count: number, entry: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => entry(i));

/** A document of the actor's own in `name`, with these fields besides its name and owner. */
function own(db: Firestore, name: string, a: MatrixActor, key: string, fields: object) {
  return setDoc(doc(db, name, `shape-${key}-${a.id}`), { name: 'New', ownerId: me(a), ...fields });
}

/** A profile as user management creates it, with these values changed. */
function profile(db: Firestore, a: MatrixActor, key: string, values: object) {
  const uid = `uid-${key}-${a.id}`;
  return setDoc(doc(db, 'users', uid), {
    ...newProfileDocument(
      {
        uid,
        email: `${key}-${a.id}@example.com`,
        name: 'New User',
        enrolledCourses: [],
        assignedRoles: ['operator-role'],
        selectedRole: null,
        isSystemAdmin: false,
        mustChangePassword: true,
      },
      MATRIX_ROLES,
    ),
    ...values,
  });
}

/** IPS data as the data layer stores it: team and milestones as JSON text (decision 1400). */
const ipsData = packFields('ipsProjects', { ...EMPTY_IPS_DATA, product: 'Pump' });
/** A list entry with a 100 KB text: rules cannot look inside lists, so lists are refused. */
const bigEntry = [{ name: big, role: 'B' }];

/** Operations of SHAPE_ROWS (src/access/matrix-shape-rows.ts). */
export const shapeOperations: Record<string, Operation> = {
  'pbsProjects.create-migrated': (db, a) =>
    own(db, 'pbsProjects', a, 'migrated', {
      description: 'Old',
      items: JSON.stringify([{ id: 'n1', name: 'Frame', children: [] }]),
      migratedFromLocalStorage: true,
      originalId: 'local-1',
      legacyFields: valueText({ settings: { unit: 'mm' } }),
      createdAt: now(),
      updatedAt: now(),
    }),
  'pbsProjects.create-extra-field': (db, a) => own(db, 'pbsProjects', a, 'extra', { blob: big }),
  'pbsProjects.create-many-items': (db, a) =>
    own(db, 'pbsProjects', a, 'items', { items: many(10_001, () => ({})) }),
  'pbsProjects.create-long-items-text': (db, a) =>
    own(db, 'pbsProjects', a, 'items-text', { items: over(projects.itemsText) }),
  'pbsProjects.create-items-list': (db, a) =>
    own(db, 'pbsProjects', a, 'items-list', { items: bigEntry }),
  'pbsProjects.create-long-description': (db, a) =>
    own(db, 'pbsProjects', a, 'description', { description: over(projects.description) }),
  'pbsProjects.update-extra-field': (db, a) =>
    updateDoc(doc(db, 'pbsProjects', `own-${a.id}`), { blob: 'x', updatedAt: now() }),
  'pbsProjects.create-text-time': (db, a) => own(db, 'pbsProjects', a, 'time', { createdAt: big }),
  'plmData.create-migrated': (db, a) =>
    own(db, 'plmData', a, 'migrated', {
      dataText: valueText({ products: [{ id: 'p1' }] }),
      migratedAt: now(),
      migratedFromLocalStorage: true,
    }),
  'plmData.create-extra-field': (db, a) =>
    own(db, 'plmData', a, 'extra', { products: [{ id: 'p1' }], migratedAt: now() }),
  'ipsProjects.create-extra-field': (db, a) =>
    own(db, 'ipsProjects', a, 'extra', { ...ipsData, blob: big }),
  'ipsProjects.create-long-customer': (db, a) =>
    own(db, 'ipsProjects', a, 'customer', { ...ipsData, customer: over(projects.text) }),
  'ipsProjects.create-many-members': (db, a) =>
    own(db, 'ipsProjects', a, 'team', {
      ...ipsData,
      team: many(201, () => ({ name: 'A', role: 'B' })),
    }),
  'ipsProjects.create-long-team-text': (db, a) =>
    own(db, 'ipsProjects', a, 'team-text', { ...ipsData, team: over(projects.entriesText) }),
  'ipsProjects.create-long-milestones-text': (db, a) =>
    own(db, 'ipsProjects', a, 'milestones-text', {
      ...ipsData,
      milestones: over(projects.entriesText),
    }),
  'ipsProjects.create-long-figures-text': (db, a) =>
    own(db, 'ipsProjects', a, 'figures-text', { ...ipsData, figures: over(projects.entriesText) }),
  'ipsProjects.create-team-list': (db, a) =>
    own(db, 'ipsProjects', a, 'team-list', { ...ipsData, team: bigEntry }),
  'ipsProjects.create-figures-list': (db, a) =>
    own(db, 'ipsProjects', a, 'figures-list', { ...ipsData, figures: bigEntry }),
  'ipsProjects.create-long-specification': (db, a) =>
    own(db, 'ipsProjects', a, 'spec', { ...ipsData, specifications: ['x'.repeat(129)] }),
  'ipsProjectDrafts.create-extra-field': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'extra', { step: 1, data: ipsData, blob: big }),
  'ipsProjectDrafts.create-data-extra-field': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'data-extra', { step: 1, data: { ...ipsData, blob: big } }),
  'ipsProjectDrafts.create-long-team-text': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'team-text', {
      step: 1,
      data: { ...ipsData, team: over(projects.entriesText) },
    }),
  'ipsProjectDrafts.create-long-milestones-text': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'milestones-text', {
      step: 1,
      data: { ...ipsData, milestones: over(projects.entriesText) },
    }),
  'ipsProjectDrafts.create-milestones-list': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'milestones-list', {
      step: 1,
      data: { ...ipsData, milestones: bigEntry },
    }),
  'ipsProjectDrafts.create-long-data': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'long', {
      step: 1,
      data: { ...ipsData, description: over(projects.description) },
    }),

  'roles.create-text-time': (db, a) =>
    setDoc(doc(db, 'roles', `time-${a.id}`), { ...spareRole(`time-${a.id}`), createdAt: big }),
  'users.create-long-pin': (db, a) => profile(db, a, 'pin', { pin: over(LIMITS.users.code) }),
  'users.create-long-enrolled-id': (db, a) =>
    profile(db, a, 'enrolled', { enrolledCourses: [over(LIMITS.users.code)] }),
  'users.edit-text-time': (db) =>
    updateDoc(doc(db, 'users', 'uid-other'), { lastLogin: big, updatedAt: now() }),
  'ipsBuckets.create-text-time': (db, a) =>
    newBucket(db, a, `TextTime${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0'), {
      updatedAt: big,
    }),
  'sessions.admin-extra-field': (db, a) =>
    updateDoc(doc(db, 'sessions', SHARED_SESSION), { [`note${a.id.replace(/-/g, '')}`]: 'x' }),
  'todos.create-long-teacher': (db, a) =>
    setDoc(doc(db, 'todos', `long-teacher-${a.id}`), newTodo(over(LIMITS.users.code))),
  'projectImports.create-long-owner': (db, a) =>
    setDoc(doc(db, 'projectImports', `long-owner-${a.id}`), {
      ownerId: over(LIMITS.users.code),
      paths: 'pbsProjects/a',
      committed: 0,
      createdAt: now(),
      updatedAt: now(),
    }),
};
