import { parseFileName, formatFileName } from '../codes/file-name';
import { createRefResolver } from '../csdb/ref-graph';
import type { ObjectListing } from '../csdb/listing';
import { formatIssue, formatLanguage, parseRefString } from '../csdb/object-key';
import { readApplicStatement } from './applic-expr';
import { extendedCodeOf, issueInfoOf, languageOf, pmCodeOf, readLightRef } from './light-refs';
import {
  find,
  findAll,
  kid,
  kids,
  parseLightXml,
  textOfLight,
  type LightElement,
} from './light-xml';
import type { ApplicStatement } from './model';

/** One entry of a publication's table of contents. */
export type PubItem =
  | {
      kind: 'entry';
      n: number;
      title: string;
      type?: string;
      applic?: string;
      items: PubItem[];
    }
  | { kind: 'dm' | 'pm'; n: number; ref: string; code: string; title: string; applic?: string }
  | { kind: 'external'; n: number; title: string };

export type PublicationView = {
  code: string;
  issue?: string;
  language?: string;
  title: string;
  issueDate?: string;
  securityClassification?: string;
  applic?: ApplicStatement;
  applics: Record<string, ApplicStatement>;
  entries: PubItem[];
  /** Entries of every level: the size of the tree. */
  count: number;
  fileNameMatchesCode: boolean;
  expectedFileName?: string;
};

/** Reads a publication module's pmEntry tree (fast path: no DOM, runs in a worker). */
export function readPublication(text: string, fileName = '(unnamed)'): PublicationView {
  const root = parseLightXml(text, { fileName }).root;
  const ident = find(root, ['pmIdent']);
  const status = find(root, ['pmStatus']);
  const content = kid(root, 'content');
  let n = 0;
  const next = () => (n += 1);
  const readEntry = (el: LightElement): PubItem => {
    const entry: PubItem = {
      kind: 'entry',
      n: next(),
      title: textOfLight(kid(el, 'pmEntryTitle')),
      items: [],
    };
    if (el.attrs.pmEntryType) entry.type = el.attrs.pmEntryType;
    if (el.attrs.applicRefId) entry.applic = el.attrs.applicRefId;
    for (const child of kids(el)) {
      if (child.name === 'pmEntry') entry.items.push(readEntry(child));
      else if (child.name === 'dmRef' || child.name === 'pmRef') {
        const ref = readLightRef(child);
        if (!ref) continue;
        const item: PubItem = {
          kind: ref.kind === 'pm' ? 'pm' : 'dm',
          n: next(),
          ref: ref.ref,
          code: ref.label,
          title: ref.title ?? '',
        };
        if (child.attrs.applicRefId) item.applic = child.attrs.applicRefId;
        entry.items.push(item);
      } else if (child.name === 'externalPubRef') {
        entry.items.push({
          kind: 'external',
          n: next(),
          title:
            textOfLight(find(child, ['externalPubTitle'])) ||
            textOfLight(find(child, ['externalPubCode'])),
        });
      }
    }
    return entry;
  };
  const code = extendedCodeOf(ident, pmCodeOf(find(ident, ['pmCode'])?.attrs ?? {}) ?? fileName);
  const view: PublicationView = {
    code,
    title: textOfLight(find(root, ['pmTitle'])) || code,
    applics: {},
    entries: kids(content, 'pmEntry').map(readEntry),
    count: n,
    fileNameMatchesCode: true,
  };
  const issue = issueInfoOf(kid(ident, 'issueInfo'));
  if (issue) view.issue = formatIssue(issue);
  const language = languageOf(kid(ident, 'language'));
  if (language) view.language = formatLanguage(language);
  const date = find(root, ['issueDate']);
  if (date?.attrs.year)
    view.issueDate = `${date.attrs.year}-${date.attrs.month ?? ''}-${date.attrs.day ?? ''}`;
  const security = kid(status, 'security')?.attrs.securityClassification;
  if (security) view.securityClassification = security;
  const whole = kid(status, 'applic');
  if (whole) view.applic = readApplicStatement(whole);
  for (const applic of findAll(kid(content, 'referencedApplicGroup'), 'applic')) {
    if (applic.attrs.id) view.applics[applic.attrs.id] = readApplicStatement(applic);
  }
  const parsed = parseFileName(fileName);
  const own = parseFileName(`${code}.X`);
  if (parsed.ok && own.ok) {
    const expected = formatFileName({
      ...parsed.value,
      code: own.value.code,
      ...(issue ? { issueInfo: issue } : {}),
      ...(language ? { language } : {}),
    });
    view.fileNameMatchesCode = expected === fileName;
    if (!view.fileNameMatchesCode) view.expectedFileName = expected;
  }
  return view;
}

/** Where a publication's reference leads in the project. */
export type Resolved =
  | { status: 'found'; key: string; row: ObjectListing }
  | { status: 'otherIssue'; key: string; row: ObjectListing; wanted: string }
  | { status: 'missing' };

/** Resolves every dmRef and pmRef of the tree over the project's rows. */
export function resolvePublication(
  view: Pick<PublicationView, 'entries' | 'language'>,
  rows: readonly ObjectListing[],
): Map<number, Resolved> {
  const resolve = createRefResolver(rows);
  const resolved = new Map<number, Resolved>();
  const visit = (items: readonly PubItem[]) => {
    for (const item of items) {
      if (item.kind === 'entry') visit(item.items);
      else if (item.kind !== 'external')
        resolved.set(item.n, resolveRef(item.ref, resolve, view.language));
    }
  };
  visit(view.entries);
  return resolved;
}

/**
 * One reference: the row it names, preferring the publication's language when the
 * reference names none; at another issue it still leads to the current object, flagged.
 */
export function resolveRef(
  ref: string,
  resolve: ReturnType<typeof createRefResolver>,
  language?: string,
): Resolved {
  const found = resolve(ref);
  if (found.status !== 'resolved' && found.status !== 'otherIssue') return { status: 'missing' };
  const rows = found.rows;
  const row = rows.find((r) => r.l === language) ?? rows[0];
  if (!row) return { status: 'missing' };
  if (found.status === 'resolved') return { status: 'found', key: row.k, row };
  const wanted = parseRefString(ref).issueInfo;
  return { status: 'otherIssue', key: row.k, row, wanted: wanted ? formatIssue(wanted) : '' };
}

/** Every item of the tree, depth first. */
export function flattenItems(items: readonly PubItem[]): PubItem[] {
  return items.flatMap((i) => (i.kind === 'entry' ? [i, ...flattenItems(i.items)] : [i]));
}
