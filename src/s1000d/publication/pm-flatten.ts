import { createRefResolver } from '../csdb/ref-graph';
import type { ObjectListing } from '../csdb/listing';
import { walkPm, type PmNode } from './pm-nodes';

/** How a reference of the tree stands against the project's rows. */
export type RefStatus =
  | { status: 'resolved'; key: string }
  | { status: 'missing' }
  | { status: 'otherIssue'; found: string[] };

/**
 * Resolves every dmRef and pmRef of a tree over the project's rows (index only, no object
 * read): the editor marks the unresolved ones live, the analyzer counts them.
 */
export function pmRefStatuses(
  nodes: readonly PmNode[],
  rows: readonly ObjectListing[],
): Map<string, RefStatus> {
  const resolve = createRefResolver(rows);
  const statuses = new Map<string, RefStatus>();
  walkPm(nodes, (node) => {
    if (node.kind !== 'dmRef' && node.kind !== 'pmRef') return;
    const found = resolve(node.ref);
    if (found.status === 'resolved')
      statuses.set(node.id, { status: 'resolved', key: found.rows[0]!.k });
    else if (found.status === 'builtIn')
      statuses.set(node.id, { status: 'resolved', key: node.ref });
    else if (found.status === 'otherIssue')
      statuses.set(node.id, { status: 'otherIssue', found: found.found });
    else statuses.set(node.id, { status: 'missing' });
  });
  return statuses;
}

/** One line of the flattened publication: numbered entries and the references in reading order. */
export type FlatLine = {
  id: string;
  kind: PmNode['kind'];
  /** "1", "1.2", … for entries; the enclosing entry's number for references. */
  number: string;
  depth: number;
  title: string;
  ref?: string;
  pmEntryType?: string;
  status?: RefStatus['status'];
  /** Set on the second and later appearances of the same reference (s1kd-flatten -u). */
  duplicate?: boolean;
};

/** The publication as a reader would page through it (s1kd-flatten's order), with statuses. */
export function flattenPm(nodes: readonly PmNode[], rows: readonly ObjectListing[]): FlatLine[] {
  const statuses = pmRefStatuses(nodes, rows);
  const seen = new Set<string>();
  const lines: FlatLine[] = [];
  const visit = (items: readonly PmNode[], prefix: string, depth: number) => {
    let n = 0;
    for (const node of items) {
      if (node.kind === 'entry') {
        n += 1;
        const number = prefix ? `${prefix}.${n}` : String(n);
        const line: FlatLine = { id: node.id, kind: 'entry', number, depth, title: node.title };
        if (node.pmEntryType) line.pmEntryType = node.pmEntryType;
        lines.push(line);
        visit(node.children, number, depth + 1);
        continue;
      }
      const line: FlatLine = {
        id: node.id,
        kind: node.kind,
        number: prefix,
        depth,
        title: node.title,
      };
      if (node.kind !== 'externalPubRef') {
        line.ref = node.ref;
        const status = statuses.get(node.id);
        if (status) line.status = status.status;
        const key = node.ref.split('_')[0]!;
        if (seen.has(key)) line.duplicate = true;
        seen.add(key);
      }
      lines.push(line);
    }
  };
  visit(nodes, '', 1);
  return lines;
}
