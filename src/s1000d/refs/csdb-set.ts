import { parseFileName, type ParsedFileName } from '../codes/file-name';
import { formatAnyCode } from '../codes/any-code';
import type { S1000dXml } from '../xml/load-xml';
import { identOf, type ObjectIdent } from './object-ident';
import type { ObjectRef } from './list-refs';
import { listRefs } from './list-refs';

/** A set of CSDB files: loaded XML objects plus the names of every file (ICNs included). */
export type CsdbSet = { objects: readonly S1000dXml[]; fileNames: readonly string[] };

export type UnresolvedRef = {
  from: string;
  ref: ObjectRef;
  /** missing: nothing with that code; otherIssue: the code is there at another issue. */
  problem: 'missing' | 'otherIssue';
  found?: string[];
};

type Indexed = { name: string; ident?: ObjectIdent; parsed?: ParsedFileName };

/** Reports references of every object in the set that point at nothing in it. */
export function findUnresolvedRefs(set: CsdbSet): UnresolvedRef[] {
  const byCode = new Map<string, Indexed[]>();
  const add = (code: string, entry: Indexed) =>
    byCode.set(code, [...(byCode.get(code) ?? []), entry]);
  for (const object of set.objects) {
    const ident = identOf(object);
    if (ident) add(ident.code, { name: object.fileName, ident });
  }
  for (const name of set.fileNames) {
    const parsed = parseFileName(name);
    if (parsed.ok && parsed.value.code.kind === 'icn')
      add(formatAnyCode(parsed.value.code), { name, parsed: parsed.value });
  }
  const unresolved: UnresolvedRef[] = [];
  for (const object of set.objects) {
    for (const ref of listRefs(object)) {
      const candidates = byCode.get(ref.code) ?? [];
      if (candidates.length === 0) {
        unresolved.push({ from: object.fileName, ref, problem: 'missing' });
        continue;
      }
      const wanted = ref.issueInfo;
      if (!wanted) continue;
      const sameIssue = candidates.some(
        (c) =>
          !c.ident?.issueInfo ||
          (c.ident.issueInfo.issueNumber === wanted.issueNumber &&
            c.ident.issueInfo.inWork === wanted.inWork),
      );
      if (!sameIssue)
        unresolved.push({
          from: object.fileName,
          ref,
          problem: 'otherIssue',
          found: candidates.map((c) => c.name),
        });
    }
  }
  return unresolved;
}
