import { parseDmCode } from '../codes/dm-code';
import type { ObjectRef } from '../refs/list-refs';
import { identOf } from '../refs/object-ident';
import type { S1000dXml } from '../xml/load-xml';
import { descendant, childElement } from '../xml/dom-query';
import { readRef } from '../refs/list-refs';
import { DEFAULT_BREX, defaultBrexIssueOf, isKnownIssue, type S1000dIssue } from './default-brex';
import type { BrexFinding } from './finding';

/** Where BREX data modules come from: the CSDB set and the built-in defaults per issue. */
export type BrexSource = {
  objects: readonly S1000dXml[];
  defaultBrex?: (issue: S1000dIssue) => S1000dXml | undefined;
};

export type BrexResolution = { brex: S1000dXml[]; findings: BrexFinding[] };

/** The object's brexDmRef, if it has one. */
export function brexRefOf(object: S1000dXml): ObjectRef | undefined {
  const brexDmRef = descendant(object.document.documentElement, ['brexDmRef']);
  const dmRef = childElement(brexDmRef, 'dmRef');
  return dmRef ? readRef(dmRef) : undefined;
}

/** The default BREX of an object's own issue (s1kd-brexcheck -B). */
export function resolveDefaultBrex(object: S1000dXml, source: BrexSource): BrexResolution {
  const issue = object.issue;
  const brex = issue && isKnownIssue(issue) ? source.defaultBrex?.(issue) : undefined;
  if (brex) return { brex: [brex], findings: [] };
  return {
    brex: [],
    findings: [
      notFound(object, `No default BREX available for S1000D Issue ${issue ?? '(unknown)'}`),
    ],
  };
}

/**
 * The BREX an object names in brexDmRef, found in the set by code (and by issue when the
 * reference gives one); a reference to an S1000D default BREX uses the built-in one; an
 * object that names none gets the default BREX of its issue.
 */
export function resolveReferencedBrex(
  object: S1000dXml,
  source: BrexSource,
  layered = false,
): BrexResolution {
  const first = brexRefOf(object);
  if (!first) return resolveDefaultBrex(object, source);
  const result: BrexResolution = { brex: [], findings: [] };
  const seen = new Set<string>();
  for (let ref: ObjectRef | undefined = first; ref;) {
    const found = findBrex(ref, source);
    if (!found.ok) {
      result.findings.push(notFound(object, found.error));
      break;
    }
    if (seen.has(found.value.fileName)) break;
    seen.add(found.value.fileName);
    result.brex.push(found.value);
    ref =
      layered && found.value !== source.defaultBrex?.(found.value.issue as S1000dIssue)
        ? brexRefOf(found.value)
        : undefined;
  }
  return result;
}

function findBrex(
  ref: ObjectRef,
  source: BrexSource,
): { ok: true; value: S1000dXml } | { ok: false; error: string } {
  const code = parseDmCode(ref.code);
  const defaultIssue = code.ok ? defaultBrexIssueOf(code.value) : undefined;
  if (defaultIssue) {
    const brex = source.defaultBrex?.(defaultIssue);
    return brex
      ? { ok: true, value: brex }
      : { ok: false, error: `Default BREX ${ref.code} (Issue ${defaultIssue}) is not available` };
  }
  const sameCode = source.objects.filter((o) => identOf(o)?.code === ref.code);
  const wanted = ref.issueInfo;
  const exact = wanted
    ? sameCode.find((o) => {
        const issue = identOf(o)?.issueInfo;
        return issue?.issueNumber === wanted.issueNumber && issue.inWork === wanted.inWork;
      })
    : latest(sameCode);
  if (exact) return { ok: true, value: exact };
  const label = wanted ? `${ref.code}_${wanted.issueNumber}-${wanted.inWork}` : ref.code;
  const others = sameCode
    .map((o) => identOf(o)?.issueInfo)
    .map((i) => (i ? `${i.issueNumber}-${i.inWork}` : '?'));
  return {
    ok: false,
    error: `BREX ${label} referenced in brexDmRef is not in the set${others.length ? ` (the set has issue ${others.join(', ')})` : ''}`,
  };
}

function latest(objects: S1000dXml[]): S1000dXml | undefined {
  const key = (o: S1000dXml) => {
    const i = identOf(o)?.issueInfo;
    return i ? `${i.issueNumber}-${i.inWork}` : '';
  };
  return [...objects].sort((a, b) => key(b).localeCompare(key(a)))[0];
}

function notFound(object: S1000dXml, message: string): BrexFinding {
  return { kind: 'brexNotFound', object: object.fileName, fail: true, message };
}

export { DEFAULT_BREX };
