import { parseDmCode } from '../codes/dm-code';
import { csvCell } from '../csv-cell';
import { buildRefGraph } from '../csdb/ref-graph';
import type { ObjectListing } from '../csdb/listing';
import { parseRefString } from '../csdb/object-key';
import { readPmTree } from '../refs/pm-tree';
import type { S1000dXml } from '../xml/load-xml';
import { pmRefStatuses } from './pm-flatten';
import { walkPm, type PmNode } from './pm-nodes';
import { readEditablePm } from './pm-xml';

export type UnresolvedRef = {
  kind: 'dmRef' | 'pmRef';
  ref: string;
  title: string;
  problem: 'missing' | 'otherIssue';
  found?: string[];
};

/** A publication module's report, as s1kd-refs, s1kd-flatten -u and s1kd-ls give it in parts. */
export type PublicationReport = {
  code: string;
  title: string;
  issue?: string;
  fileName: string;
  /** The file name its own pmCode, issue and language give; set only when the name differs. */
  expectedFileName?: string;
  counts: { entries: number; dmRefs: number; pmRefs: number; externalPubRefs: number };
  /** Deepest entry nesting (1: entries directly in content). */
  depth: number;
  /** pmEntryType → entries; "(none)" for untyped entries. */
  entryTypes: Record<string, number>;
  /** Information code (with variant) → data module references. */
  infoCodes: Record<string, number>;
  /** Schema of the referenced modules the project holds → references; "(not in project)". */
  schemas: Record<string, number>;
  unresolved: UnresolvedRef[];
  /** Codes referenced more than once, with how many times. */
  duplicates: { code: string; count: number }[];
  /** The project's data modules no publication module refers to (BREX, ACT, CCT, PCT, CIR aside). */
  orphans: { key: string; code: string; title: string }[];
  /** For each module this publication references: the other publications that use it too. */
  whereUsed: { key: string; code: string; publications: string[] }[];
};

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Modules that serve the project (BREX, applicability tables, CIRs), never listed in a PM. */
const SUPPORT_SCHEMAS = new Set([
  'brex',
  'appliccrossreftable',
  'condcrossreftable',
  'prdcrossreftable',
  'comrep',
]);

const sorted = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Analyses one publication module against its project's index rows (no other object is
 * read): counts, depth, information codes and schemas, unresolved references (missing, or
 * at another issue), duplicates, orphan data modules, where-used, and the file name against
 * the module's own pmCode.
 */
export function analyzePublication(
  xml: S1000dXml,
  rows: readonly ObjectListing[],
): PublicationReport {
  const pm = readEditablePm(xml);
  const names = readPmTree(xml);
  const statuses = pmRefStatuses(pm.entries, rows);
  const byKey = new Map(rows.map((r) => [r.k, r]));
  const report: PublicationReport = {
    code: pm.code,
    title: pm.title,
    fileName: pm.fileName,
    counts: { entries: 0, dmRefs: 0, pmRefs: 0, externalPubRefs: 0 },
    depth: 0,
    entryTypes: {},
    infoCodes: {},
    schemas: {},
    unresolved: [],
    duplicates: [],
    orphans: [],
    whereUsed: [],
  };
  if (pm.issue) report.issue = pm.issue;
  if (!names.fileNameMatchesCode && names.expectedFileName)
    report.expectedFileName = names.expectedFileName;
  const seen = new Map<string, number>();
  const moduleKeys = new Set<string>();
  walkPm(pm.entries, (node: PmNode, _parent, depth) => {
    if (node.kind === 'entry') {
      report.counts.entries += 1;
      report.depth = Math.max(report.depth, depth);
      bump(report.entryTypes, node.pmEntryType ?? '(none)');
      return;
    }
    if (node.kind === 'externalPubRef') {
      report.counts.externalPubRefs += 1;
      return;
    }
    report.counts[node.kind === 'dmRef' ? 'dmRefs' : 'pmRefs'] += 1;
    const code = parseRefString(node.ref).code;
    seen.set(code, (seen.get(code) ?? 0) + 1);
    const status = statuses.get(node.id);
    if (node.kind === 'dmRef') {
      const dm = parseDmCode(code);
      if (dm.ok) bump(report.infoCodes, `${dm.value.infoCode}${dm.value.infoCodeVariant}`);
      const row = status?.status === 'resolved' ? byKey.get(status.key) : undefined;
      bump(report.schemas, row ? (row.s ?? '(unknown)') : '(not in project)');
      if (row) moduleKeys.add(row.k);
    }
    if (status && status.status !== 'resolved') {
      const problem: UnresolvedRef = {
        kind: node.kind,
        ref: node.ref,
        title: node.title,
        problem: status.status,
      };
      if (status.status === 'otherIssue') problem.found = status.found;
      report.unresolved.push(problem);
    }
  });
  report.entryTypes = sorted(report.entryTypes);
  report.infoCodes = sorted(report.infoCodes);
  report.schemas = sorted(report.schemas);
  report.duplicates = [...seen]
    .filter(([, count]) => count > 1)
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => a.code.localeCompare(b.code));

  const graph = buildRefGraph(rows);
  const pmKeys = new Set(rows.filter((r) => r.t === 'pm').map((r) => r.k));
  const publicationsOf = (key: string) => [
    ...new Set((graph.usedBy.get(key) ?? []).map((u) => u.from).filter((k) => pmKeys.has(k))),
  ];
  report.orphans = rows
    .filter(
      (r) =>
        r.t === 'dm' &&
        !SUPPORT_SCHEMAS.has(r.s ?? '') &&
        !moduleKeys.has(r.k) &&
        publicationsOf(r.k).length === 0,
    )
    .map((r) => ({ key: r.k, code: r.c, title: r.n }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const self = rows.find((r) => r.t === 'pm' && r.c === pm.code)?.k;
  report.whereUsed = [...moduleKeys].sort().map((key) => ({
    key,
    code: byKey.get(key)!.c,
    publications: publicationsOf(key).filter((k) => k !== self),
  }));
  return report;
}

/** The report as CSV, one finding a line: section, item, value, detail. */
export function publicationReportCsv(report: PublicationReport): string {
  const lines: (string | number)[][] = [['section', 'item', 'value', 'detail']];
  lines.push(['publication', report.code, report.issue ?? '', report.title]);
  lines.push([
    'file name',
    report.fileName,
    report.expectedFileName ? 'mismatch' : 'ok',
    report.expectedFileName ?? '',
  ]);
  for (const [k, v] of Object.entries(report.counts)) lines.push(['count', k, v, '']);
  lines.push(['depth', 'entries', report.depth, '']);
  for (const [k, v] of Object.entries(report.entryTypes)) lines.push(['pmEntryType', k, v, '']);
  for (const [k, v] of Object.entries(report.infoCodes)) lines.push(['information code', k, v, '']);
  for (const [k, v] of Object.entries(report.schemas)) lines.push(['schema', k, v, '']);
  for (const u of report.unresolved)
    lines.push(['unresolved', u.ref, u.problem, u.found?.join(' ') ?? u.title]);
  for (const d of report.duplicates) lines.push(['duplicate', d.code, d.count, '']);
  for (const o of report.orphans) lines.push(['orphan', o.code, '', o.title]);
  for (const w of report.whereUsed)
    lines.push(['where used', w.code, w.publications.length, w.publications.join(' ')]);
  return `${lines.map((l) => l.map(csvCell).join(',')).join('\n')}\n`;
}
