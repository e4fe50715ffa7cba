import {
  Bytes,
  FieldPath,
  Timestamp,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { chunk } from './chunks.ts';
import { readString, toDate } from './convert.ts';
import { liveQuery } from './live.ts';
import { planObjectRequests } from './s1000d-request-plan.ts';
import { indexShardOf } from './s1000d-shards.ts';
import {
  checkShardRoom,
  entriesOf,
  listedKeys,
  packBrexMark,
  packIndexRow,
} from './s1000d-index-entries.ts';
import {
  CHUNK_BYTES,
  HEAD_BYTES,
  HISTORY_ACTIONS,
  hasHead,
  REQUEST_BYTES,
  REQUESTS_IN_FLIGHT,
  type Actor,
  type BrexMarkWrite,
  type ContentBytes,
  type ContentRef,
  type HistoryAction,
  type HistoryEntry,
  type IndexEntry,
  type ObjectWrite,
  type OpenedIssue,
  StaleIssueError,
  type StoredIssue,
  type StoredObject,
} from './s1000d-store-types.ts';

function toIssue(value: unknown): StoredIssue | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as DocumentData;
  return {
    issueNumber: readString(data, 'issueNumber'),
    inWork: readString(data, 'inWork'),
    sha256: readString(data, 'sha256'),
    size: typeof data.size === 'number' ? data.size : 0,
    chunks: typeof data.chunks === 'number' ? data.chunks : 0,
    mediaType: readString(data, 'mediaType'),
    at: toDate(data.at),
    by: readString(data, 'by'),
  };
}

export function toStoredObject(data: DocumentData): StoredObject {
  const issues = Array.isArray(data.issues) ? data.issues : [];
  const current = (data.current ?? {}) as DocumentData;
  return {
    key: readString(data, 'key'),
    kind: readString(data, 'kind'),
    issues: issues.map(toIssue).filter((i): i is StoredIssue => i !== null),
    current: {
      issueNumber: readString(current, 'issueNumber'),
      inWork: readString(current, 'inWork'),
    },
    deleted: data.deleted === true,
    updatedAt: toDate(data.updatedAt),
    updatedBy: readString(data, 'updatedBy'),
  };
}

function toHistoryEntry(id: string, data: DocumentData): HistoryEntry {
  const action = HISTORY_ACTIONS.find((a) => a === data.action) ?? 'settings';
  return {
    id,
    at: toDate(data.at),
    by: readString(data, 'by'),
    byName: readString(data, 'byName'),
    action,
    objectKey: readString(data, 'objectKey'),
    objectKeys: Array.isArray(data.objectKeys)
      ? data.objectKeys.filter((k): k is string => typeof k === 'string')
      : [readString(data, 'objectKey')].filter(Boolean),
    issue: readString(data, 'issue'),
    detail: readString(data, 'detail'),
  };
}

const issueLabel = (issueNumber: string, inWork: string) => `${issueNumber}-${inWork}`;

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The object is as the author opened it: the same issues, the same current issue. */
function isStill(existing: StoredObject | null, opened: OpenedIssue): boolean {
  return (
    existing !== null &&
    existing.issues.length === opened.issueCount &&
    existing.current.issueNumber === opened.issueNumber &&
    existing.current.inWork === opened.inWork
  );
}

export function createS1000dObjectsRepository(db: Firestore) {
  const sub = (projectId: string, name: string) =>
    collection(db, 's1000dProjects', projectId, name);
  const objectRef = (projectId: string, key: string) => doc(sub(projectId, 'objects'), key);
  const shardRef = (projectId: string, key: string) =>
    doc(sub(projectId, 'index'), indexShardOf(key));
  const chunkRef = (projectId: string, sha: string, n: number | 'head') =>
    doc(sub(projectId, 'chunks'), `${sha}_${n}`);

  function historyEntry(
    actor: Actor,
    action: HistoryAction,
    key: string,
    issue: string,
    detail = '',
  ) {
    return {
      at: serverTimestamp(),
      by: actor.uid,
      byName: actor.name.slice(0, 100),
      action,
      objectKey: key,
      objectKeys: key ? [key] : [],
      issue,
      detail: detail.slice(0, 500),
    };
  }

  /**
   * One entry for all the objects a request stores with one action: a rules evaluation per
   * entry is what an upload pays for, so one per object would cost as much as the objects.
   */
  function requestHistoryEntries(actor: Actor, writes: readonly ObjectWrite[]) {
    const byAction = new Map<HistoryAction, ObjectWrite[]>();
    for (const write of writes)
      byAction.set(write.action, [...(byAction.get(write.action) ?? []), write]);
    return [...byAction].map(([action, group]) => {
      const only = group.length === 1 ? group[0]! : null;
      const entry = historyEntry(
        actor,
        action,
        only?.key ?? '',
        only ? issueLabel(only.issueNumber, only.inWork) : '',
        only?.detail ?? `${group.length} objects`,
      );
      return { ...entry, objectKeys: group.map((w) => w.key) };
    });
  }

  function setChunks(tx: Transaction, projectId: string, write: ObjectWrite) {
    for (let n = 0, at = 0; at < write.bytes.length || n === 0; n += 1, at += CHUNK_BYTES) {
      const part = write.bytes.subarray(at, at + CHUNK_BYTES);
      tx.set(chunkRef(projectId, write.sha256, n), { data: Bytes.fromUint8Array(part) });
    }
    if (hasHead(write.kind, write.bytes.length)) {
      const head = write.bytes.subarray(0, HEAD_BYTES);
      tx.set(chunkRef(projectId, write.sha256, 'head'), { data: Bytes.fromUint8Array(head) });
    }
  }

  /**
   * Content chunks written ahead of what points at them (an object too large for one request,
   * a schema set's files), packed into batches of at most REQUEST_BYTES: invisible until a
   * document names their SHA-256.
   */
  async function writeChunks(
    projectId: string,
    contents: readonly (ContentBytes & { kind?: string })[],
  ) {
    const parts = contents.flatMap(({ sha256, bytes, kind = '' }) => [
      ...Array.from({ length: Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES)) }, (_, n) => ({
        ref: chunkRef(projectId, sha256, n),
        data: bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES),
      })),
      ...(hasHead(kind, bytes.length)
        ? [{ ref: chunkRef(projectId, sha256, 'head'), data: bytes.subarray(0, HEAD_BYTES) }]
        : []),
    ]);
    for (let at = 0; at < parts.length;) {
      const batch = writeBatch(db);
      let size = 0;
      while (at < parts.length && (size === 0 || size + parts[at]!.data.length <= REQUEST_BYTES)) {
        const part = parts[at++]!;
        batch.set(part.ref, { data: Bytes.fromUint8Array(part.data) });
        size += Math.max(1, part.data.length);
      }
      await batch.commit();
    }
  }
  const writeChunksAhead = (projectId: string, write: ObjectWrite) =>
    writeChunks(projectId, [write]);

  /**
   * Refuses an upload, before anything of it is written, whose rows the rules would refuse: a
   * row past its length, or a shard past its row count (only shards gaining keys are read).
   */
  async function checkIndexRoom(projectId: string, writes: readonly ObjectWrite[]) {
    const adding = new Map<string, Set<string>>();
    for (const write of writes) {
      packIndexRow(write.key, write.row);
      if (write.action !== 'add') continue;
      const shard = indexShardOf(write.key);
      adding.set(shard, (adding.get(shard) ?? new Set()).add(write.key));
    }
    await Promise.all(
      [...adding].map(async ([shard, keys]) => {
        const stored = await getDoc(doc(sub(projectId, 'index'), shard));
        checkShardRoom(shard, listedKeys(stored.data()), keys);
      }),
    );
  }

  /** Commits one request's objects: each lands with its index row and history, or none does. */
  async function commitRequest(
    projectId: string,
    writes: readonly ObjectWrite[],
    chunksAhead: ReadonlySet<string>,
    actor: Actor,
    opened?: OpenedIssue,
    readEvery = Boolean(opened),
  ) {
    await runTransaction(db, async (tx) => {
      // An object the upload found new is created without a read (a read is a rules
      // evaluation too); if it exists after all, the rules refuse the create and the caller
      // commits the request again reading every object.
      const before = await Promise.all(
        writes.map((w) =>
          readEvery || w.action !== 'add' ? tx.get(objectRef(projectId, w.key)) : null,
        ),
      );
      const shards = new Map<
        string,
        { listing: Record<string, string>; deleted: Record<string, 0 | 1> }
      >();
      writes.forEach((write, i) => {
        const found = before[i];
        const existing = found?.exists() ? toStoredObject(found.data()) : null;
        if (opened && !isStill(existing, opened))
          throw new StaleIssueError(existing?.current ?? { issueNumber: '', inWork: '' });
        const issue = {
          issueNumber: write.issueNumber,
          inWork: write.inWork,
          sha256: write.sha256,
          size: write.bytes.length,
          chunks: Math.max(1, Math.ceil(write.bytes.length / CHUNK_BYTES)),
          mediaType: write.mediaType,
          at: Timestamp.now(),
          by: actor.uid,
        };
        // Earlier issues are written back exactly as read: the rules refuse any change to them.
        const issues = [...(found?.exists() ? found.data().issues : []), issue];
        const current =
          write.becomesCurrent || !existing
            ? { issueNumber: write.issueNumber, inWork: write.inWork }
            : existing.current;
        tx.set(objectRef(projectId, write.key), {
          key: write.key,
          kind: write.kind,
          issues,
          current,
          deleted: existing?.deleted ?? false,
          updatedAt: serverTimestamp(),
          updatedBy: actor.uid,
        });
        if (write.becomesCurrent || !existing) {
          const shard = indexShardOf(write.key);
          const rows = shards.get(shard) ?? { listing: {}, deleted: {} };
          rows.listing[write.key] = packIndexRow(write.key, write.row);
          rows.deleted[write.key] = existing?.deleted ? 1 : 0;
          shards.set(shard, rows);
        }
        if (!chunksAhead.has(write.sha256)) setChunks(tx, projectId, write);
      });
      // One write a shard, not one an object: each write is a rules evaluation.
      for (const [shard, rows] of shards) {
        tx.set(doc(sub(projectId, 'index'), shard), rows, { merge: true });
      }
      for (const entry of requestHistoryEntries(actor, writes)) {
        tx.set(doc(sub(projectId, 'history')), entry);
      }
    });
  }

  return {
    /**
     * Stores new issues of objects. Each object lands whole with its index row and history
     * entry, or not at all; `onCommitted` reports progress after each request.
     */
    async commitObjects(
      projectId: string,
      writes: readonly ObjectWrite[],
      actor: Actor,
      onCommitted: (done: number) => void = () => {},
      signal?: AbortSignal,
    ) {
      await checkIndexRoom(projectId, writes);
      const waiting = planObjectRequests(writes);
      const ahead = new Set<string>();
      const running = new Map<Promise<void>, ReadonlySet<string>>();
      let done = 0;
      let failure: unknown = null;
      const sharesKey = (keys: ReadonlySet<string>) =>
        [...running.values()].some((busy) => [...keys].some((k) => busy.has(k)));

      // Several requests at once, never two with the same object (its issues stay in order).
      // Cancelling or a failure stops new requests; those in flight land whole or not at all.
      while (waiting.length > 0 && !signal?.aborted && failure === null) {
        const next = waiting[0]!;
        const keys = new Set(next.writes.map((w) => w.key));
        if (running.size >= REQUESTS_IN_FLIGHT || sharesKey(keys)) {
          await Promise.race(running.keys());
          continue;
        }
        waiting.shift();
        const task = (async () => {
          for (const big of next.chunksAhead) {
            await writeChunksAhead(projectId, big);
            ahead.add(big.sha256);
          }
          await commitRequest(projectId, next.writes, ahead, actor).catch((cause: unknown) => {
            const refused = (cause as { code?: string }).code === 'permission-denied';
            if (!refused || !next.writes.some((w) => w.action === 'add')) throw cause;
            return commitRequest(projectId, next.writes, ahead, actor, undefined, true);
          });
          done += next.writes.length;
          onCommitted(done);
        })()
          .catch((cause: unknown) => {
            failure ??= cause;
          })
          .finally(() => running.delete(task));
        running.set(task, keys);
      }
      await Promise.all(running.keys());
      if (failure !== null) throw failure;
      return done;
    },

    /**
     * Stores the issue an author made in the editor from the issue they opened. Throws
     * StaleIssueError, storing nothing, when another save has moved the object on since;
     * the rules refuse such a save too (the current issue never goes back).
     */
    async saveIssueFrom(
      projectId: string,
      opened: OpenedIssue,
      write: ObjectWrite,
      actor: Actor,
    ): Promise<void> {
      const ahead = new Set<string>();
      if (write.bytes.length > REQUEST_BYTES) {
        await writeChunksAhead(projectId, write);
        ahead.add(write.sha256);
      }
      await commitRequest(projectId, [write], ahead, actor, opened);
    },

    writeChunks,

    async getObject(projectId: string, key: string): Promise<StoredObject | null> {
      const found = await getDoc(objectRef(projectId, key));
      return found.exists() ? toStoredObject(found.data()) : null;
    },

    /**
     * The copy of a data module's first bytes stored beside its chunks (decision 1710), or
     * null when it has none (smaller, or stored before heads were). Unchecked: the reader
     * only draws from it until the whole content, checked, replaces what it drew.
     */
    async readHead(projectId: string, sha256: string): Promise<Uint8Array | null> {
      const found = await getDoc(chunkRef(projectId, sha256, 'head'));
      const data = found.exists() ? (found.data().data as Bytes | undefined) : undefined;
      return data ? data.toUint8Array() : null;
    },

    /** The exact bytes of one issue, checked against its SHA-256. */
    async readContent(projectId: string, issue: StoredIssue): Promise<Uint8Array> {
      const parts = await Promise.all(
        Array.from({ length: issue.chunks }, (_, n) =>
          getDoc(chunkRef(projectId, issue.sha256, n)),
        ),
      );
      const bytes = new Uint8Array(issue.size);
      let at = 0;
      for (const part of parts) {
        const data = part.exists() ? (part.data().data as Bytes | undefined) : undefined;
        if (!data) throw new Error(`Part ${part.id} of this object's content is missing.`);
        const chunk = data.toUint8Array();
        bytes.set(chunk, at);
        at += chunk.length;
      }
      if (at !== issue.size || (await sha256Hex(bytes)) !== issue.sha256) {
        throw new Error("This object's stored content does not match its checksum.");
      }
      return bytes;
    },

    /**
     * The current content of many objects, read by their rows' SHA-256 and size: 30 chunks a
     * query instead of two reads an object. Each object is checked against its SHA-256.
     */
    async readContents(
      projectId: string,
      refs: readonly ContentRef[],
      onRead: (done: number, total: number) => void = () => {},
      signal?: AbortSignal,
    ): Promise<Map<string, Uint8Array>> {
      const chunkIds = refs.flatMap((r) =>
        Array.from(
          { length: Math.max(1, Math.ceil(r.size / CHUNK_BYTES)) },
          (_, n) => `${r.sha256}_${n}`,
        ),
      );
      const found = new Map<string, Uint8Array>();
      const groups = chunk(chunkIds);
      let next = 0;
      const readGroup = async () => {
        while (next < groups.length && !signal?.aborted) {
          const ids = groups[next++]!;
          const snapshot = await getDocs(
            query(sub(projectId, 'chunks'), where(documentId(), 'in', ids)),
          );
          for (const d of snapshot.docs) {
            const data = d.data().data as Bytes | undefined;
            if (data) found.set(d.id, data.toUint8Array());
          }
        }
      };
      // A few queries at once: the emulator and the SDK's one stream serve them in parallel.
      await Promise.all(Array.from({ length: Math.min(4, groups.length) }, readGroup));
      const contents = new Map<string, Uint8Array>();
      let done = 0;
      for (const ref of refs) {
        if (signal?.aborted) break;
        const count = Math.max(1, Math.ceil(ref.size / CHUNK_BYTES));
        const bytes = new Uint8Array(ref.size);
        let at = 0;
        for (let n = 0; n < count; n++) {
          const part = found.get(`${ref.sha256}_${n}`);
          if (!part) throw new Error(`Part ${n} of ${ref.key}'s content is missing.`);
          bytes.set(part, at);
          at += part.length;
        }
        if (at !== ref.size || (await sha256Hex(bytes)) !== ref.sha256)
          throw new Error(`${ref.key}: the stored content does not match its checksum.`);
        contents.set(ref.key, bytes);
        onRead(++done, refs.length);
      }
      return contents;
    },

    /**
     * Keeps each object's last BREX result in its index entry, and one history entry for the
     * check: one request, whatever the number of objects (one update per index shard).
     */
    async setBrexMarks(
      projectId: string,
      marks: readonly BrexMarkWrite[],
      actor: Actor,
      detail: string,
    ) {
      if (marks.length === 0) return;
      const at = new Date();
      const byShard = new Map<string, BrexMarkWrite[]>();
      for (const m of marks) {
        const shard = indexShardOf(m.key);
        byShard.set(shard, [...(byShard.get(shard) ?? []), m]);
      }
      const batch = writeBatch(db);
      for (const [shard, writes] of byShard) {
        const [first, ...more] = writes;
        const pairs = more.flatMap((w) => [new FieldPath('brex', w.key), packBrexMark(w.mark, at)]);
        batch.update(
          doc(sub(projectId, 'index'), shard),
          new FieldPath('brex', first!.key),
          packBrexMark(first!.mark, at),
          ...pairs,
        );
      }
      const only = marks.length === 1 ? marks[0]!.key : '';
      batch.set(doc(sub(projectId, 'history')), historyEntry(actor, 'brex', only, '', detail));
      await batch.commit();
    },

    /** The whole index, live: one listener on its shards, whatever the project's size. */
    listenIndex: liveQuery(
      (projectId: string) => sub(projectId, 'index'),
      (docs) => entriesOf(docs.map((d) => d.data())),
    ),

    /** The whole index once: the 16 shards, whatever the project's size. */
    async readIndex(projectId: string): Promise<Map<string, IndexEntry>> {
      return entriesOf((await getDocs(sub(projectId, 'index'))).docs.map((d) => d.data()));
    },

    /** Marks an object deleted, or reinstates it; its issues and content stay. */
    async setDeleted(projectId: string, key: string, deleted: boolean, actor: Actor) {
      await runTransaction(db, async (tx) => {
        const found = await tx.get(objectRef(projectId, key));
        if (!found.exists()) throw new Error(`No object ${key} in this project.`);
        const object = toStoredObject(found.data());
        tx.update(objectRef(projectId, key), {
          deleted,
          updatedAt: serverTimestamp(),
          updatedBy: actor.uid,
        });
        tx.set(shardRef(projectId, key), { deleted: { [key]: deleted ? 1 : 0 } }, { merge: true });
        const { issueNumber, inWork } = object.current;
        tx.set(
          doc(sub(projectId, 'history')),
          historyEntry(
            actor,
            deleted ? 'delete' : 'reinstate',
            key,
            issueLabel(issueNumber, inWork),
          ),
        );
      });
    },

    /** Who changed what and when: the project's latest entries, or one object's. */
    async history(projectId: string, key?: string, max = 200): Promise<HistoryEntry[]> {
      const base = sub(projectId, 'history');
      const q = key
        ? query(
            base,
            // Entries written before objectKeys existed name their one object in objectKey.
            or(where('objectKeys', 'array-contains', key), where('objectKey', '==', key)),
            orderBy('at', 'desc'),
            limit(max),
          )
        : query(base, orderBy('at', 'desc'), limit(max));
      const found = await getDocs(q);
      return found.docs.map((d) => toHistoryEntry(d.id, d.data()));
    },
  };
}

export type S1000dObjectsRepository = ReturnType<typeof createS1000dObjectsRepository>;
