import { parseDmCode } from '../codes/dm-code';
import { parseIcnCode } from '../codes/icn-code';
import { defaultBrexIssueOf } from '../brex/default-brex';
import type { ObjectListing } from './listing';
import { icnBase } from '../codes/icn-code';
import { formatLanguage, formatIssue, parseRefString, type RefTarget } from './object-key';

/** One use of an object: the row that refers to it and the reference as written. */
export type RefUse = { from: string; ref: string; exact: boolean };

export type RowRefProblem = {
  /** Key of the referring object, and its kind. */
  from: string;
  fromKind: ObjectListing['t'];
  ref: string;
  /**
   * missing: nothing with that code (in that language); otherIssue: the code is in the
   * project at another issue (found lists the keys and issues present).
   */
  problem: 'missing' | 'otherIssue';
  found?: string[];
};

export type RefGraph = {
  /** Object key → the objects that refer to it. */
  usedBy: Map<string, RefUse[]>;
  /** Every reference that does not resolve, in row order. */
  unresolved: RowRefProblem[];
};

type Resolution =
  | { status: 'resolved'; rows: ObjectListing[]; exact: boolean }
  | { status: 'builtIn' }
  | { status: 'missing'; found?: string[] }
  | { status: 'otherIssue'; rows: ObjectListing[]; found: string[] };

/**
 * Resolves every outgoing reference of every row against the rows themselves: where each
 * object is used, and which references point at nothing (or at another issue), as
 * s1kd-refs -u does over files. References to an S1000D default BREX always resolve: the
 * engine ships them. Only the index rows are read, never the objects.
 */
export function buildRefGraph(rows: readonly ObjectListing[]): RefGraph {
  const byCode = new Map<string, ObjectListing[]>();
  const add = (code: string, row: ObjectListing) =>
    byCode.set(code, [...(byCode.get(code) ?? []), row]);
  for (const row of rows) {
    if (row.t === 'icn') {
      const icn = parseIcnCode(row.c);
      add(icn.ok ? icnBase(icn.value) : row.c, row);
    } else add(row.c, row);
  }
  const graph: RefGraph = { usedBy: new Map(), unresolved: [] };
  // Many objects name the same targets (the ACT, the BREX): resolve each reference text once.
  const resolved = new Map<string, Resolution>();
  for (const row of rows) {
    for (const ref of row.r ?? []) {
      let resolution = resolved.get(ref);
      if (!resolution) {
        resolution = resolve(parseRefString(ref), byCode);
        resolved.set(ref, resolution);
      }
      if (resolution.status === 'builtIn') continue;
      if (resolution.status === 'resolved') {
        for (const target of resolution.rows) {
          const uses = graph.usedBy.get(target.k) ?? [];
          uses.push({ from: row.k, ref, exact: resolution.exact });
          graph.usedBy.set(target.k, uses);
        }
        continue;
      }
      const problem: RowRefProblem = {
        from: row.k,
        fromKind: row.t,
        ref,
        problem: resolution.status,
      };
      if (resolution.found?.length) problem.found = resolution.found;
      graph.unresolved.push(problem);
      if (resolution.status === 'otherIssue') {
        for (const target of resolution.rows) {
          const uses = graph.usedBy.get(target.k) ?? [];
          uses.push({ from: row.k, ref, exact: false });
          graph.usedBy.set(target.k, uses);
        }
      }
    }
  }
  return graph;
}

/** Objects that refer to the object with this key. */
export function whereUsed(
  rows: readonly ObjectListing[],
  key: string,
  graph = buildRefGraph(rows),
) {
  return graph.usedBy.get(key) ?? [];
}

/** Unresolved references of one object (by key), or of the whole project. */
export function unresolvedRefs(
  rows: readonly ObjectListing[],
  key?: string,
  graph = buildRefGraph(rows),
): RowRefProblem[] {
  return key === undefined ? graph.unresolved : graph.unresolved.filter((u) => u.from === key);
}

/** How one reference resolves over the rows: the reader follows dmRef and pmRef with it. */
export type RefResolution = Resolution;

/**
 * Resolves reference strings over a project's rows, each text once: the objects it names
 * (exact, or at another issue), built in (the default BREX), or missing.
 */
export function createRefResolver(rows: readonly ObjectListing[]): (ref: string) => RefResolution {
  const byCode = new Map<string, ObjectListing[]>();
  for (const row of rows) {
    const icn = row.t === 'icn' ? parseIcnCode(row.c) : undefined;
    const code = icn?.ok ? icnBase(icn.value) : row.c;
    byCode.set(code, [...(byCode.get(code) ?? []), row]);
  }
  const known = new Map<string, Resolution>();
  return (ref) => {
    let found = known.get(ref);
    if (!found) {
      found = resolve(parseRefString(ref), byCode);
      known.set(ref, found);
    }
    return found;
  };
}

function resolve(target: RefTarget, byCode: Map<string, ObjectListing[]>): Resolution {
  if (target.code.startsWith('ICN-')) {
    const icn = parseIcnCode(target.code);
    if (!icn.ok) return { status: 'missing' };
    const rows = byCode.get(icnBase(icn.value)) ?? [];
    if (rows.length === 0) return { status: 'missing' };
    const same = rows.filter((r) => r.c === target.code);
    return same.length ? { status: 'resolved', rows: same, exact: true } : otherIssue(rows);
  }
  const maybeDefault = target.code.startsWith('DMC-S1000D-') || target.code.startsWith('DMC-AE-');
  const dm = maybeDefault ? parseDmCode(target.code) : undefined;
  if (dm?.ok && defaultBrexIssueOf(dm.value)) return { status: 'builtIn' };
  const all = byCode.get(target.code) ?? [];
  const language = target.language && formatLanguage(target.language);
  const rows = language ? all.filter((r) => !r.l || r.l === language) : all;
  if (rows.length === 0) {
    return all.length ? { status: 'missing', found: all.map((r) => r.k) } : { status: 'missing' };
  }
  if (!target.issueInfo) return { status: 'resolved', rows, exact: true };
  const wanted = formatIssue(target.issueInfo);
  const same = rows.filter((r) => r.i !== undefined && `${r.i}-${r.w ?? '00'}` === wanted);
  return same.length ? { status: 'resolved', rows: same, exact: true } : otherIssue(rows);
}

function otherIssue(rows: ObjectListing[]): Resolution {
  const found = rows.map((r) => `${r.k}${r.i ? ` ${r.i}${r.w ? `-${r.w}` : ''}` : ''}`);
  return { status: 'otherIssue', rows, found };
}
