import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import {
  BRDP_PART_ROWS,
  type Brdp,
  type BrdpDecision,
  type StoredBrdpDecision,
  type StoredBrdpIndex,
} from '../domain/brdps.ts';
import {
  BR_PRIORITIES,
  BR_STATUSES,
  DECISION_KINDS,
  newDecision,
} from '../s1000d/brdp/brdp-model.ts';
import { readNumber, readString, readStringList, toDate } from './convert.ts';
import { liveQuery } from './live.ts';
import { REQUEST_BYTES, type Actor } from './s1000d-store-types.ts';

/** A BRDP as a compact part row: short keys, empty values left out. */
type PartRow = { t?: string; d?: string; c?: string; ch?: string; r?: 1 };

const toRow = (b: Brdp): PartRow => ({
  ...(b.title ? { t: b.title } : {}),
  ...(b.description ? { d: b.description } : {}),
  ...(b.category ? { c: b.category } : {}),
  ...(b.chapter ? { ch: b.chapter } : {}),
  ...(b.retired ? { r: 1 as const } : {}),
});
const fromRow = (id: string, r: PartRow): Brdp => ({
  id,
  title: r.t ?? '',
  description: r.d ?? '',
  category: r.c ?? '',
  chapter: r.ch ?? '',
  ...(r.r === 1 ? { retired: true } : {}),
});

/**
 * A part's rows: one JSON text (decision 1400), or the map itself in an index imported
 * before; anything else reads as none.
 */
function partRows(value: unknown): Record<string, PartRow> {
  let rows = value;
  if (typeof value === 'string') {
    try {
      rows = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return typeof rows === 'object' && rows !== null && !Array.isArray(rows)
    ? (rows as Record<string, PartRow>)
    : {};
}

/**
 * The index cut into parts of at most 250 rows whose JSON text fits the rules' bound
 * (decision 1400); one row alone always fits (its texts are bounded when the sheet is read).
 */
function cutIntoParts(brdps: readonly Brdp[]): string[] {
  const parts: string[] = [];
  let rows: Record<string, PartRow> = {};
  let count = 0;
  let size = 2;
  for (const b of brdps) {
    const row = toRow(b);
    const rowSize = JSON.stringify({ [b.id]: row }).length - 1;
    if (count > 0 && (count >= BRDP_PART_ROWS || size + rowSize > LIMITS.brdpIndex.partText)) {
      parts.push(JSON.stringify(rows));
      rows = {};
      count = 0;
      size = 2;
    }
    rows[b.id] = row;
    count++;
    size += rowSize;
  }
  if (count > 0) parts.push(JSON.stringify(rows));
  return parts;
}

const partId = (generation: number, n: number) => `g${generation}p${String(n).padStart(2, '0')}`;

function toDecision(id: string, data: DocumentData): StoredBrdpDecision {
  const fallback = newDecision(id);
  const pick = <T extends string>(value: unknown, options: readonly T[], otherwise: T) =>
    options.includes(value as T) ? (value as T) : otherwise;
  return {
    brdpId: id,
    kind: pick(data.kind, DECISION_KINDS, 'pending'),
    decisionNumber: readString(data, 'decisionNumber', fallback.decisionNumber),
    text: readString(data, 'text'),
    priority: pick(data.priority, BR_PRIORITIES, fallback.priority),
    owner: readString(data, 'owner'),
    status: pick(data.status, BR_STATUSES, fallback.status),
    brexRules: readStringList(data, 'brexRules'),
    updatedAt: toDate(data.updatedAt),
    updatedBy: readString(data, 'updatedBy'),
  };
}

export function createBrdpsRepository(db: Firestore) {
  const indexDocs = (projectId: string) => collection(db, 's1000dProjects', projectId, 'brdpIndex');
  const decisions = (projectId: string) =>
    collection(db, 's1000dProjects', projectId, 'brdpDecisions');

  function readIndex(docs: { id: string; data: () => DocumentData }[]): StoredBrdpIndex | null {
    const meta = docs.find((d) => d.id === 'meta')?.data();
    if (!meta) return null;
    const generation = readNumber(meta, 'generation');
    const parts = readNumber(meta, 'parts');
    const brdps: Brdp[] = [];
    for (let n = 0; n < parts; n++) {
      const rows = partRows(docs.find((d) => d.id === partId(generation, n))?.data().rows);
      for (const [id, row] of Object.entries(rows)) brdps.push(fromRow(id, row));
    }
    brdps.sort((a, b) => a.id.localeCompare(b.id));
    return {
      generation,
      count: readNumber(meta, 'count'),
      source: readString(meta, 'source'),
      sheet: readString(meta, 'sheet'),
      importedAt: toDate(meta.importedAt),
      importedBy: readString(meta, 'importedBy'),
      brdps,
    };
  }

  return {
    /** The project's BRDP index, live; null when none was imported. */
    listenIndex: liveQuery(indexDocs, readIndex),

    async getIndex(projectId: string): Promise<StoredBrdpIndex | null> {
      return readIndex((await getDocs(indexDocs(projectId))).docs);
    },

    /**
     * Stores a new index as the next generation: its parts first, then the meta that makes
     * them current, so readers see the old index or the new one, never a mix. The old
     * generation's parts are removed last.
     */
    async importIndex(
      projectId: string,
      brdps: readonly Brdp[],
      from: { source: string; sheet: string },
      actor: Actor,
    ) {
      const metaRef = doc(indexDocs(projectId), 'meta');
      const before = await getDoc(metaRef);
      const previous = before.exists() ? before.data() : null;
      const generation = (previous ? readNumber(previous, 'generation') : 0) + 1;
      const parts = cutIntoParts(brdps);
      let batch = writeBatch(db);
      let bytes = 0;
      for (const [n, rows] of parts.entries()) {
        const size = rows.length;
        if (bytes > 0 && bytes + size > REQUEST_BYTES) {
          await batch.commit();
          batch = writeBatch(db);
          bytes = 0;
        }
        batch.set(doc(indexDocs(projectId), partId(generation, n)), { rows });
        bytes += size;
      }
      batch.set(metaRef, {
        generation,
        parts: parts.length,
        count: brdps.length,
        source: from.source.slice(0, 200),
        sheet: from.sheet.slice(0, 100),
        importedAt: serverTimestamp(),
        importedBy: actor.uid,
      });
      await batch.commit();
      if (previous) {
        const old = writeBatch(db);
        for (let n = 0; n < readNumber(previous, 'parts'); n++) {
          old.delete(doc(indexDocs(projectId), partId(generation - 1, n)));
        }
        await old.commit();
      }
    },

    /** Every decision the project has recorded, live, by BRDP id. */
    listenDecisions: liveQuery(
      decisions,
      (docs) => new Map(docs.map((d) => [d.id, toDecision(d.id, d.data())])),
    ),

    async getDecisions(projectId: string): Promise<StoredBrdpDecision[]> {
      return (await getDocs(decisions(projectId))).docs.map((d) => toDecision(d.id, d.data()));
    },

    async saveDecision(projectId: string, decision: BrdpDecision, actor: Actor) {
      await setDoc(doc(decisions(projectId), decision.brdpId), {
        brdpId: decision.brdpId,
        kind: decision.kind,
        decisionNumber: decision.decisionNumber,
        text: decision.text,
        priority: decision.priority,
        owner: decision.owner,
        status: decision.status,
        brexRules: decision.brexRules,
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
      });
    },
  };
}

export type BrdpsRepository = ReturnType<typeof createBrdpsRepository>;
