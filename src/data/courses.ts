import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { readNumber, readString, readStringList, toDate } from './convert.ts';
import { type Course, type CourseSeed } from '../domain/courses.ts';

export function toCourse(id: string, data: DocumentData): Course {
  return {
    id,
    name: readString(data, 'name', id),
    description: readString(data, 'description'),
    status: data.status === 'active' ? 'active' : 'inactive',
    enrolledStudents: readNumber(data, 'enrolledStudents'),
    accessLevel: data.accessLevel === 'full' ? 'full' : 'none',
    lastUpdated: readString(data, 'lastUpdated'),
    icon: readString(data, 'icon'),
    color: data.color === 'secondary' ? 'secondary' : 'primary',
    features: readStringList(data, 'features'),
    createdBy: readString(data, 'createdBy'),
    createdAt: toDate(data.createdAt),
  };
}

export function createCoursesRepository(db: Firestore) {
  return {
    async list(): Promise<Course[]> {
      const found = await getDocs(collection(db, 'courses'));
      return found.docs
        .map((d) => toCourse(d.id, d.data()))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async get(id: string): Promise<Course | null> {
      const snapshot = await getDoc(doc(db, 'courses', id));
      return snapshot.exists() ? toCourse(snapshot.id, snapshot.data()) : null;
    },

    /** The spec's setDoc on courses/{id}. */
    save(course: CourseSeed) {
      return setDoc(doc(db, 'courses', course.id), { ...course, createdAt: serverTimestamp() });
    },

    update(id: string, fields: Partial<Omit<CourseSeed, 'id'>>) {
      return setDoc(doc(db, 'courses', id), fields, { merge: true });
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
