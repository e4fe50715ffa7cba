import { LIMITS } from '#access/limits.ts';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { ProjectSchemaSet, StoredSchemaFile } from '../domain/schema-sets.ts';
import type { SchemaSet } from '../s1000d/schemas/schema-set.ts';
import { PROJECT_ISSUES, type ProjectIssue } from '../s1000d/csdb/project-settings.ts';
import { readString, toDate } from './convert.ts';
import { liveQuery } from './live.ts';
import { sha256Hex, type createS1000dObjectsRepository } from './s1000d-objects.ts';
import type { Actor } from './s1000d-store-types.ts';

/** Firestore document ids cannot hold every character an issue may: "4.0.2" → "4-0-2". */
export const schemaSetDocId = (issue: string) => issue.replace(/\./g, '-');

/** The stored file list: one JSON text (decision 1400), or the list of a set stored before. */
function storedFiles(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function toSchemaSet(data: DocumentData): ProjectSchemaSet | null {
  const issue = PROJECT_ISSUES.find((i) => i === data.issue);
  const listed = storedFiles(data.files);
  if (!issue || !listed) return null;
  const files = listed.flatMap((f) => {
    const x = f as Partial<StoredSchemaFile>;
    return typeof x.name === 'string' && typeof x.sha256 === 'string' && typeof x.size === 'number'
      ? [{ name: x.name, sha256: x.sha256, size: x.size }]
      : [];
  });
  return {
    summary: {
      issue,
      schemas: files.map((f) => f.name.replace(/\.xsd$/i, '')),
      files: files.length,
      bytes: files.reduce((n, f) => n + f.size, 0),
      folder: readString(data, 'folder'),
    },
    files,
    storedAt: toDate(data.storedAt),
    storedBy: readString(data, 'storedBy'),
  };
}

/**
 * A project's uploaded S1000D schema sets, one per issue (decision 1240): each file's bytes
 * are content chunks of the project (the object store's, by SHA-256), and the set's document
 * names them. Chunks are written first, so a set is never listed without its files.
 */
export function createSchemaSetsRepository(
  db: Firestore,
  objects: Pick<ReturnType<typeof createS1000dObjectsRepository>, 'writeChunks' | 'readContents'>,
) {
  const sets = (projectId: string) => collection(db, 's1000dProjects', projectId, 'schemaSets');
  const sorted = (docs: { data: () => DocumentData }[]) =>
    docs
      .flatMap((d) => toSchemaSet(d.data()) ?? [])
      .sort((a, b) => a.summary.issue.localeCompare(b.summary.issue));
  return {
    async list(projectId: string): Promise<ProjectSchemaSet[]> {
      return sorted((await getDocs(sets(projectId))).docs);
    },

    listen: liveQuery(sets, sorted),

    /** Stores a set, replacing the project's set of the same issue. */
    async save(projectId: string, set: SchemaSet, folder: string, actor: Actor) {
      const contents = await Promise.all(
        set.files.map(async (f) => ({
          name: f.name,
          bytes: f.bytes,
          sha256: await sha256Hex(f.bytes),
        })),
      );
      const files = JSON.stringify(
        contents.map((c) => ({ name: c.name, sha256: c.sha256, size: c.bytes.length })),
      );
      const max = LIMITS.schemaSets.filesText;
      if (files.length > max)
        throw new Error(
          `The set's file list takes ${files.length.toLocaleString('en-US')} characters as stored; at most ${max.toLocaleString('en-US')} fit, so nothing was stored.`,
        );
      await objects.writeChunks(projectId, contents);
      await setDoc(doc(sets(projectId), schemaSetDocId(set.issue)), {
        issue: set.issue,
        folder: folder.slice(0, 200),
        files,
        storedAt: serverTimestamp(),
        storedBy: actor.uid,
      });
    },

    /** The files of a stored set, each checked against its SHA-256. */
    async load(projectId: string, stored: ProjectSchemaSet): Promise<SchemaSet> {
      const contents = await objects.readContents(
        projectId,
        stored.files.map((f) => ({ key: f.name, sha256: f.sha256, size: f.size })),
      );
      return {
        issue: stored.summary.issue,
        files: stored.files.map((f) => ({ name: f.name, bytes: contents.get(f.name)! })),
      };
    },

    async remove(projectId: string, issue: ProjectIssue) {
      await deleteDoc(doc(sets(projectId), schemaSetDocId(issue)));
    },
  };
}

export type SchemaSetsRepository = ReturnType<typeof createSchemaSetsRepository>;
