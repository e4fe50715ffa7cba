import { nextIssue } from '../csdb/lifecycle/upissue';
import type { ProjectIssue } from '../csdb/project-settings';
import type { DmlList, DmlListEntry, EntryFacts } from './dml-entries';
import { writeDml } from './dml-document';

export const MERGE_CHANGES = ['added', 'changed', 'deleted', 'conflict', 'duplicate'] as const;
export type MergeChange = (typeof MERGE_CHANGES)[number];

/** One line of the diff report: what a list did to an entry of the merged DMRL. */
export type MergeRow = { key: string; change: MergeChange; list: string; detail: string };

export type MergeResult = {
  /** The merged list: the base list's next in-work issue. */
  xml: string;
  fileName: string;
  rows: MergeRow[];
  conflicts: number;
  /** Breaches of the DML business rules in the merged list (BREX-S1-00001…00009). */
  ruleFindings: string[];
};

const FIELDS: (keyof EntryFacts)[] = ['title', 'rpc', 'security', 'remarks'];
const LABEL: Record<keyof EntryFacts, string> = {
  title: 'title',
  rpc: 'responsible partner company',
  security: 'security classification',
  remarks: 'remarks',
};

/** What differs between two entries' facts ("title: A → B"); empty when they agree. */
function differences(from: EntryFacts, to: EntryFacts): string[] {
  return FIELDS.filter((f) => from[f] !== to[f]).map(
    (f) => `${LABEL[f]}: "${from[f]}" → "${to[f]}"`,
  );
}

/** An element's start tag with one attribute set (replaced where it was already written). */
function withAttribute(xml: string, element: string, name: string, value: string): string {
  return xml.replace(new RegExp(`^<${element}\\b[^>]*>`), (open) =>
    open
      .replace(new RegExp(`\\s+${name}="[^"]*"`), '')
      .replace(`<${element}`, `<${element} ${name}="${value}"`),
  );
}

const TYPE_OF = { added: 'n', changed: 'c', deleted: 'd' } as const;

type State = { entry: DmlListEntry; change?: 'added' | 'changed' | 'deleted'; by?: string };

/**
 * Merges DMLs into a new issue of the first (the base): each later list's entries apply in
 * order by dmlEntryType: "n" adds, "c" replaces, "d" deletes. A list that contradicts what
 * another later list already did to the same entry (a second change that differs, a change
 * and a delete, new twice with different facts), or changes or deletes what no list has, is
 * a conflict: the earlier state is kept and the conflict reported, for the author to settle.
 */
export function mergeDmls(
  lists: readonly DmlList[],
  options: { issue: ProjectIssue; date: string },
): MergeResult {
  const [base, ...others] = lists;
  if (!base || others.length === 0) throw new Error('Give the base DML and at least one to merge.');
  const state = new Map<string, State>();
  for (const entry of base.entries) state.set(entry.key, { entry });
  const rows: MergeRow[] = [];
  const row = (key: string, change: MergeChange, list: string, detail: string) =>
    rows.push({ key, change, list, detail });

  for (const list of others) {
    for (const entry of list.entries) {
      const now = state.get(entry.key);
      const touched = now?.by && now.by !== list.fileName ? now.by : undefined;
      if (entry.type === 'n') {
        if (!now) {
          state.set(entry.key, { entry, change: 'added', by: list.fileName });
          row(entry.key, 'added', list.fileName, entry.title);
        } else if (differences(now.entry, entry).length === 0 && now.change !== 'deleted') {
          row(entry.key, 'duplicate', list.fileName, 'already listed with the same facts');
        } else {
          row(
            entry.key,
            'conflict',
            list.fileName,
            `new here, but already listed (${now.by ?? base.fileName}) with ${differences(now.entry, entry).join('; ') || 'a deletion'}`,
          );
        }
      } else if (!now) {
        row(
          entry.key,
          'conflict',
          list.fileName,
          `${entry.type === 'c' ? 'changes' : 'deletes'} an entry no earlier list has`,
        );
      } else if (entry.type === 'c') {
        const diff = differences(now.entry, entry);
        if (touched && (now.change === 'deleted' || diff.length > 0)) {
          row(
            entry.key,
            'conflict',
            list.fileName,
            `${touched} ${now.change === 'deleted' ? 'deleted it' : 'already changed it'}; this list changes ${diff.join('; ') || 'it'}`,
          );
        } else if (diff.length === 0) {
          row(entry.key, 'duplicate', list.fileName, 'changed to what it already is');
        } else {
          state.set(entry.key, {
            entry,
            change: now.change === 'added' ? 'added' : 'changed',
            by: list.fileName,
          });
          row(entry.key, 'changed', list.fileName, diff.join('; '));
        }
      } else if (touched && now.change !== 'deleted') {
        row(
          entry.key,
          'conflict',
          list.fileName,
          `${touched} ${now.change === 'added' ? 'added' : 'changed'} it; this list deletes it`,
        );
      } else if (now.change !== 'deleted') {
        state.set(entry.key, { entry: now.entry, change: 'deleted', by: list.fileName });
        row(entry.key, 'deleted', list.fileName, now.entry.title);
      }
    }
  }

  const entries = [...state.values()].map(({ entry, change }) =>
    change ? withAttribute(entry.xml, 'dmlEntry', 'dmlEntryType', TYPE_OF[change]) : entry.xml,
  );
  const status = withAttribute(base.status, 'dmlStatus', 'issueType', 'changed');
  const written = writeDml({
    issue: options.issue,
    code: base.code,
    issueInfo: nextIssue(base.issueInfo, false),
    date: options.date,
    status,
    entries,
  });
  return {
    ...written,
    rows,
    conflicts: rows.filter((r) => r.change === 'conflict').length,
    ruleFindings: dmlRuleFindings(
      base.code.dmlType,
      [...state.values()].filter((s) => s.change !== 'deleted').map((s) => s.entry),
    ),
  };
}

/**
 * The DML business rules a merged list can break: a DMRL (c, p) lists no comments or other
 * DMLs and gives every entry a title and responsible partner company; a CSDB status list (s)
 * gives every entry its issue.
 */
export function dmlRuleFindings(dmlType: string, entries: readonly DmlListEntry[]): string[] {
  const findings: string[] = [];
  for (const e of entries) {
    if (dmlType === 's') {
      if (!e.issue && e.kind !== 'icn')
        findings.push(`${e.key}: a CSDB status list entry names the issue.`);
      continue;
    }
    if (e.kind === 'comment' || e.kind === 'dml')
      findings.push(`${e.key}: a DMRL does not list comments or other DMLs.`);
    if (!e.rpc) findings.push(`${e.key}: a DMRL entry names its responsible partner company.`);
    if (!e.title && (e.kind === 'dm' || e.kind === 'pm'))
      findings.push(`${e.key}: a DMRL entry gives the title.`);
  }
  return findings;
}

/** The diff report as text, one line an entry; conflicts first. */
export function mergeReportText(result: MergeResult, code = ''): string {
  const order = (r: MergeRow) => (r.change === 'conflict' ? 0 : 1);
  const lines = [
    `${code || result.fileName}: ${result.rows.length} change(s), ${result.conflicts} conflict(s)`,
  ];
  for (const r of [...result.rows].sort((a, b) => order(a) - order(b)))
    lines.push(`${r.change.toUpperCase().padEnd(9)} ${r.key}  (${r.list}) ${r.detail}`);
  for (const f of result.ruleFindings) lines.push(`RULE      ${f}`);
  return lines.join('\n');
}
