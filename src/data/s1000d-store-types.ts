/** The content store's domain types (decision 170); the repositories convert to and from them. */

export const PROJECT_ROLES = ['reader', 'author', 'reviewer', 'manager'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
export const PROJECT_VISIBILITIES = ['members', 'workspace'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];

/** A project's settings as stored: the S1000D defaults (src/s1000d/csdb validates them). */
export type StoredSettings = Record<string, unknown>;

export type S1000dProject = {
  id: string;
  name: string;
  description: string;
  settings: StoredSettings;
  members: Record<string, ProjectRole>;
  visibility: ProjectVisibility;
  ownerId: string;
  createdAt: Date | null;
  updatedAt: Date | null;
};

export type NewS1000dProject = Pick<
  S1000dProject,
  'name' | 'description' | 'settings' | 'visibility'
> & { members?: Record<string, ProjectRole> };

/** One issue of an object: where its exact bytes are, and who stored it when. */
export type StoredIssue = {
  issueNumber: string;
  inWork: string;
  sha256: string;
  size: number;
  chunks: number;
  mediaType: string;
  at: Date | null;
  by: string;
};

export type StoredObject = {
  key: string;
  kind: string;
  issues: StoredIssue[];
  current: { issueNumber: string; inWork: string };
  deleted: boolean;
  updatedAt: Date | null;
  updatedBy: string;
};

/** A listing row as the index keeps it: JSON-safe, compact, written by src/s1000d/csdb. */
export type IndexRow = Record<string, unknown>;

export const BREX_MARK_STATUSES = [
  'passed',
  'failed',
  'noBrex',
  'brexNotFound',
  'unreadable',
  'incomplete',
] as const;
/**
 * passed / failed: checked in full; noBrex: the object names no BREX; brexNotFound: a BREX of
 * its chain is not in the project; unreadable: not XML the checker can read; incomplete: some
 * rules were left out (the XPath budget, decision 112).
 */
export type BrexMarkStatus = (typeof BREX_MARK_STATUSES)[number];

/** An object's last BREX check, kept in its index entry so the library can show it. */
export type BrexMark = {
  status: BrexMarkStatus;
  /** Errors that count, as s1kd-brexcheck's exit status counts them. */
  errors: number;
  /** SHA-256 of the bytes checked: the mark is out of date once the object has another issue. */
  sha256: string;
  /** Checked against the BREX chain the object names, or its issue's default BREX only. */
  against: 'chain' | 'default';
  at: Date | null;
};

/** One object's BREX result to keep: its key and the mark (the time is the store's). */
export type BrexMarkWrite = { key: string; mark: Omit<BrexMark, 'at'> };

/** A stored object's current content, as its index row describes it. */
export type ContentRef = { key: string; sha256: string; size: number };

/** Bytes to keep as content chunks, named by their SHA-256. */
export type ContentBytes = { sha256: string; bytes: Uint8Array };

/** A listing row in the index, with the store's own marks: deleted, and the last BREX result. */
export type IndexEntry = { row: IndexRow; deleted: boolean; brex: BrexMark | null };

export const HISTORY_ACTIONS = [
  'create-project',
  'settings',
  'members',
  'add',
  'new-issue',
  'upissue',
  'delete',
  'reinstate',
  'brex',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export type HistoryEntry = {
  id: string;
  at: Date | null;
  by: string;
  byName: string;
  action: HistoryAction;
  /** The one object an entry is about, or '' when it is about several (see objectKeys). */
  objectKey: string;
  /** Every object the entry is about: an upload request writes one entry for all its objects. */
  objectKeys: string[];
  issue: string;
  detail: string;
};

/** Who acts: stored with each change. */
export type Actor = { uid: string; name: string };

/** One object change to commit: its new issue's bytes and its new listing row. */
export type ObjectWrite = {
  key: string;
  kind: string;
  issueNumber: string;
  inWork: string;
  mediaType: string;
  bytes: Uint8Array;
  sha256: string;
  row: IndexRow;
  /** False for an earlier issue arriving late: kept in the object's issues, the current one stays. */
  becomesCurrent: boolean;
  action: Extract<HistoryAction, 'add' | 'new-issue' | 'upissue'>;
  detail?: string;
};

/** Firestore's document limit is 1 MiB; a chunk leaves room for the name and field. */
export const CHUNK_BYTES = 960 * 1024;
/**
 * A data module of HEAD_FROM_BYTES or more also stores a copy of its first HEAD_BYTES as one
 * small chunk, `{sha256}_head` (decision 1710): the viewer draws the module's first screen
 * from it while the content chunks, the first one nearly a megabyte, are still arriving.
 * Nothing else reads it; the content chunks stay exactly as they were.
 */
export const HEAD_BYTES = 64 * 1024;
export const HEAD_FROM_BYTES = 256 * 1024;
export const hasHead = (kind: string, size: number) => kind === 'dm' && size >= HEAD_FROM_BYTES;

/**
 * Bytes a request carries. Firestore allows 10 MiB, but the emulator's gRPC door stops at
 * 4 MiB, and a larger commit there hangs instead of failing (measured): stay under 3 MiB.
 */
export const REQUEST_BYTES = 3 * 1024 * 1024;
/** Firestore's 500 writes a request, less the 16 index shards. */
export const REQUEST_WRITES = 480;
/** A request writes one history entry per action it holds: add, new-issue, upissue. */
export const REQUEST_HISTORY_ENTRIES = 3;
/**
 * Objects a request carries. The emulator's commit slows more than linearly with its writes
 * (300 writes took 2-6 times as long as 100 requests of 3), so requests stay small and
 * several are in flight at once (REQUESTS_IN_FLIGHT).
 */
export const REQUEST_OBJECTS = 100;
export const REQUESTS_IN_FLIGHT = 3;
export const INDEX_SHARDS = 16;

/** The issue an author opened in the editor: a save is refused once the object has moved on. */
export type OpenedIssue = { issueNumber: string; inWork: string; issueCount: number };

/** A save made from an issue that is no longer the object's current one. */
export class StaleIssueError extends Error {
  constructor(readonly current: { issueNumber: string; inWork: string }) {
    super(
      `Not saved: another author saved issue ${current.issueNumber}-${current.inWork} of this object since you opened it.`,
    );
  }
}
