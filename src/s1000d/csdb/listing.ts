import type { ObjectKind } from './object-kind';

/** QA state of an issue: unverified, or verified once or twice (dmStatus/qualityAssurance). */
export type QaStatus = 'unverified' | 'first' | 'second';

/**
 * One object's row in a project's listing index: small, flat and JSON-serialisable, so
 * thousands fit in a few index documents. Keys are short on purpose; absent values are left
 * out rather than stored empty. A row describes the object's current (latest) issue.
 */
export type ObjectListing = {
  /** Object key, stable across issues: the code without issue, with language ("DMC-…_EN-US"). See objectKeyOf. */
  k: string;
  /** Kind: dm, pm, dml, ddn, comment, upf, imf, smc, icn. */
  t: ObjectKind;
  /** Prefixed code as S1000D writes it, without issue or language (an ICN keeps its own issue segments). */
  c: string;
  /** Title: techName - infoName, pmTitle, icnTitle …; a generated description where the kind has none. */
  n: string;
  /** Issue number, "001". */
  i?: string;
  /** In-work number, "00" for an official issue. */
  w?: string;
  /** Language, "en-US". */
  l?: string;
  /** Schema name (descript, proced, brex, pm, dml …); for an ICN its media (svg, png, cgm, video, 3d …). */
  s?: string;
  /** S1000D issue of the schema: "6", "5.0", "4.1" … */
  v?: string;
  /** Issue date, "2024-05-31". */
  d?: string;
  /** Security classification, "01". */
  sc?: string;
  /** issueType: new, changed, deleted, revised, status, rinstate-… */
  it?: string;
  /** Applicability display text of the whole object. */
  a?: string;
  /** BREX reference as a reference string (see formatRefString). */
  b?: string;
  /** Outgoing references (dmRef, pmRef, ICN, comment, DML), deduplicated, as reference strings. */
  r?: string[];
  /** Quality assurance. */
  q?: QaStatus;
  /** Verification type of the latest verification: tabtop, onobject, ttandoo. */
  qv?: string;
  /** Size in bytes. */
  z: number;
  /** SHA-256 of the bytes, lower-case hex. */
  h: string;
  /** File extension as uploaded, for files that are not .XML (ICNs): "CGM", "png". */
  x?: string;
};

/** The readable form of a row, for pages that prefer names to short keys. */
export type ObjectListingView = {
  key: string;
  kind: ObjectKind;
  code: string;
  title: string;
  issueNumber?: string;
  inWork?: string;
  language?: string;
  schema?: string;
  s1000dIssue?: string;
  issueDate?: string;
  securityClassification?: string;
  issueType?: string;
  applicability?: string;
  brex?: string;
  refs: string[];
  qa?: QaStatus;
  verificationType?: string;
  size: number;
  sha256: string;
  extension?: string;
};

export function viewListing(row: ObjectListing): ObjectListingView {
  const view: ObjectListingView = {
    key: row.k,
    kind: row.t,
    code: row.c,
    title: row.n,
    refs: row.r ?? [],
    size: row.z,
    sha256: row.h,
  };
  const optional: [keyof ObjectListing, keyof ObjectListingView][] = [
    ['i', 'issueNumber'],
    ['w', 'inWork'],
    ['l', 'language'],
    ['s', 'schema'],
    ['v', 's1000dIssue'],
    ['d', 'issueDate'],
    ['sc', 'securityClassification'],
    ['it', 'issueType'],
    ['a', 'applicability'],
    ['b', 'brex'],
    ['q', 'qa'],
    ['qv', 'verificationType'],
    ['x', 'extension'],
  ];
  for (const [from, to] of optional) {
    if (row[from] !== undefined) (view as Record<string, unknown>)[to] = row[from];
  }
  return view;
}

/** "001-00", or undefined for objects without an issue (DDN, comment). */
export function issueOfRow(row: ObjectListing): string | undefined {
  return row.i === undefined ? undefined : `${row.i}-${row.w ?? '00'}`;
}

/** Official means the in-work number is 00; objects without issue (DDN) count as official. */
export function isOfficial(row: ObjectListing): boolean {
  return (row.w ?? '00') === '00';
}
