import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import type { IssuePattern, StoredIssuePattern } from '../domain/issue-patterns.ts';
import { PATTERN_SEVERITIES, examplesText } from '../s1000d/patterns/issue-pattern.ts';
import { readString, toDate } from './convert.ts';
import type { Actor } from './s1000d-store-types.ts';

const EXPECTS = ['hit', 'clean'] as const;

/**
 * The stored examples: one JSON text (decision 1400), or the list itself in a pattern saved
 * before; anything else reads as none.
 */
function storedExamples(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function toPattern(id: string, data: DocumentData): StoredIssuePattern {
  const severity = PATTERN_SEVERITIES.find((s) => s === data.severity) ?? 'warning';
  const examples = storedExamples(data.examples).flatMap((e) => {
    const x = e as { text?: unknown; expect?: unknown };
    const expect = EXPECTS.find((v) => v === x.expect);
    return typeof x.text === 'string' && expect ? [{ text: x.text, expect }] : [];
  });
  const optional = (key: string) => {
    const value = readString(data, key);
    return value ? { [key]: value } : {};
  };
  return {
    id,
    name: readString(data, 'name'),
    kind: data.kind === 'regex' ? 'regex' : 'xpath',
    expression: readString(data, 'expression'),
    message: readString(data, 'message'),
    severity,
    examples,
    ...optional('flags'),
    ...optional('scope'),
    ...optional('category'),
    ...optional('brdp'),
    ...optional('brSeverityLevel'),
    updatedAt: toDate(data.updatedAt),
    updatedBy: readString(data, 'updatedBy'),
  };
}

/** Only the fields the rules allow, empty optional ones left out. */
function toDocument(pattern: IssuePattern, actor: Actor) {
  const optional = (key: 'flags' | 'scope' | 'category' | 'brdp' | 'brSeverityLevel') =>
    pattern[key] ? { [key]: pattern[key] } : {};
  return {
    name: pattern.name,
    kind: pattern.kind,
    expression: pattern.expression,
    message: pattern.message,
    severity: pattern.severity,
    examples: examplesText(pattern.examples),
    ...optional('flags'),
    ...optional('scope'),
    ...optional('category'),
    ...optional('brdp'),
    ...optional('brSeverityLevel'),
    updatedAt: serverTimestamp(),
    updatedBy: actor.uid,
  };
}

/** A project's reusable issue patterns (decision 1100). */
export function createIssuePatternsRepository(db: Firestore) {
  const patterns = (projectId: string) =>
    collection(db, 's1000dProjects', projectId, 'issuePatterns');
  return {
    /** Every pattern of the project, live, by name. */
    listen: liveList(patterns, toPattern, (a, b) => a.name.localeCompare(b.name)),

    /** A new id for a pattern about to be saved the first time. */
    newId(projectId: string): string {
      return doc(patterns(projectId)).id;
    },

    async save(projectId: string, id: string, pattern: IssuePattern, actor: Actor) {
      await setDoc(doc(patterns(projectId), id), toDocument(pattern, actor));
    },

    async remove(projectId: string, id: string) {
      await deleteDoc(doc(patterns(projectId), id));
    },
  };
}

export type IssuePatternsRepository = ReturnType<typeof createIssuePatternsRepository>;
