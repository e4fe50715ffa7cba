import { codeMatches, defaultBrexFor, type DefaultBrexName } from '../brex/brex-locate';
import { fileNameOfRow, s1000dFileName } from './file-names';
import type { ObjectListing } from './listing';
import { formatIssue, parseLanguage, parseRefString } from './object-key';

/** One BREX in reach of a project: stored in it, or one of the S1000D default BREX. */
export type InventoryBrex = {
  /** The project object's key, or the default BREX's name. */
  key: string;
  source: 'project' | 'default';
  code: string;
  title: string;
  /** Current issue ("008-00"), and every issue the store keeps. */
  issue: string;
  issues: string[];
  s1000dIssue?: string;
  /** Its own brexDmRef as a reference string, and what that resolves to. */
  parentRef?: string;
  parent?: string;
  /** Objects whose brexDmRef resolves to this BREX (any issue it has). */
  followers: string[];
};

/** A brexDmRef that names a BREX (or an issue of it) the project does not hold. */
export type MissingBrex = { ref: string; from: string[]; present: string[] };

export type BrexInventory = {
  brex: InventoryBrex[];
  missing: MissingBrex[];
  /** XML objects that name no BREX. */
  noBrex: string[];
  /** key → the chain from the S1000D default BREX down to that BREX (keys). */
  chains: Map<string, string[]>;
};

/** A BREX data module of the project: schema brex, or information code 022 (…-022A-D). */
export const isBrexRow = (r: ObjectListing) =>
  r.t === 'dm' && (r.s === 'brex' || /-022[A-Z0-9]-D$/.test(r.c));

/** The file-name pattern s1kd-brexcheck looks a reference up by (see lx-object.ts). */
export function brexLookupPattern(ref: string): string {
  const target = parseRefString(ref);
  let pattern = target.code;
  if (target.issueInfo) pattern += `_${formatIssue(target.issueInfo)}`;
  else if (target.language) pattern += '_???-??';
  if (target.language)
    pattern += `_${target.language.languageIsoCode.toUpperCase()}-${target.language.countryIsoCode.toUpperCase()}`;
  return pattern;
}

/**
 * Every BREX a project's objects can reach and who follows which, from the index rows alone
 * (plus the issues the store keeps of each BREX, when known): the BREX the project holds,
 * the S1000D default BREX they and the objects name, the chain of each (default →
 * organisation → project), and the references no BREX answers. A reference is resolved as
 * the checker resolves it: by the file-name pattern of brexDmRef, the latest matching issue
 * of the project, else a built-in default BREX of exactly that issue.
 */
export function brexInventory(
  rows: readonly ObjectListing[],
  storedIssues: ReadonlyMap<string, readonly string[]> = new Map(),
): BrexInventory {
  const brexRows = rows.filter(isBrexRow);
  const files: { key: string; file: string }[] = [];
  for (const row of brexRows) {
    const language = row.l ? parseLanguage(row.l) : undefined;
    const issues = storedIssues.get(row.k) ?? [];
    files.push({ key: row.k, file: fileNameOfRow(row) });
    for (const issue of issues) {
      const [issueNumber = '', inWork = ''] = issue.split('-');
      files.push({
        key: row.k,
        file: s1000dFileName({
          kind: 'dm',
          code: row.c,
          issueInfo: { issueNumber, inWork },
          ...(language ? { language } : {}),
        }),
      });
    }
  }
  const resolve = (ref: string): string | DefaultBrexName | undefined => {
    const pattern = brexLookupPattern(ref);
    const matches = files.filter((f) => codeMatches(pattern, f.file));
    matches.sort((a, b) => (a.file.toLowerCase() < b.file.toLowerCase() ? 1 : -1));
    return matches[0]?.key ?? defaultBrexFor(pattern);
  };
  const entries = new Map<string, InventoryBrex>();
  for (const row of brexRows) {
    const issue = row.i !== undefined ? `${row.i}-${row.w ?? '00'}` : '';
    const stored = storedIssues.get(row.k) ?? [];
    entries.set(row.k, {
      key: row.k,
      source: 'project',
      code: row.c,
      title: row.n,
      issue,
      issues: [...new Set([...stored, ...(issue ? [issue] : [])])].sort(),
      ...(row.v ? { s1000dIssue: row.v } : {}),
      ...(row.b ? { parentRef: row.b } : {}),
      followers: [],
    });
  }
  const addDefault = (name: DefaultBrexName) => {
    if (!entries.has(name))
      entries.set(name, {
        key: name,
        source: 'default',
        code: name,
        title: 'S1000D default BREX',
        issue: '',
        issues: [],
        followers: [],
      });
    return entries.get(name)!;
  };
  const missing = new Map<string, MissingBrex>();
  const noBrex: string[] = [];
  for (const row of rows) {
    if (row.t === 'icn') continue;
    if (!row.b) {
      noBrex.push(row.k);
      continue;
    }
    const found = resolve(row.b);
    if (found === undefined) {
      const code = parseRefString(row.b).code;
      const present = brexRows.filter((r) => r.c === code).flatMap((r) => entries.get(r.k)!.issues);
      const entry = missing.get(row.b) ?? { ref: row.b, from: [], present };
      entry.from.push(row.k);
      missing.set(row.b, entry);
      continue;
    }
    const target = entries.get(found) ?? addDefault(found as DefaultBrexName);
    if (target.key !== row.k) target.followers.push(row.k);
    const own = entries.get(row.k);
    if (own && own.source === 'project') own.parent = target.key;
  }
  const chains = new Map<string, string[]>();
  for (const entry of entries.values()) {
    const chain: string[] = [];
    for (let at: InventoryBrex | undefined = entry; at && !chain.includes(at.key);) {
      chain.unshift(at.key);
      at = at.parent ? entries.get(at.parent) : undefined;
    }
    chains.set(entry.key, chain);
  }
  const order = (b: InventoryBrex) => (b.source === 'default' ? 0 : 1);
  return {
    brex: [...entries.values()].sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key)),
    missing: [...missing.values()],
    noBrex,
    chains,
  };
}
