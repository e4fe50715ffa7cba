import { readRef } from '../refs/list-refs';
import { formatIssue } from '../csdb/object-key';
import { TextEditor } from '../csdb/lifecycle/text-edit';
import { childElement, descendants } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';

export type SyncRefsResult = { text: string; count: number; changed: boolean };

const REF_ORDER = ['dmRef', 'pmRef', 'externalPubRef'];

function keyOf(el: Element): string {
  const ref = readRef(el);
  if (!ref) return `${el.localName}:${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  const issue = ref.issueInfo ? `_${formatIssue(ref.issueInfo)}` : '';
  const lang = ref.language
    ? `_${ref.language.languageIsoCode}-${ref.language.countryIsoCode}`
    : '';
  return `${ref.code}${issue}${lang}`;
}

/**
 * Regenerates a data module's <refs> from its content, as s1kd-syncrefs does: every dmRef,
 * pmRef and externalPubRef in the content (outside refs) once, data modules first, then
 * publications, then external publications, each sorted by code; <refs> goes when nothing
 * is referenced. Copies are the references as written, without their id (ids are unique).
 * Nothing else in the text changes, DOCTYPE included.
 */
export function syncRefs(text: string, parser?: XmlParser): SyncRefsResult {
  const xml = loadXml(text, parser ? { parser } : {});
  const root = xml.document.documentElement;
  const content = childElement(root, 'content');
  if (!content) throw new Error('This object has no content to take references from.');
  const edit = new TextEditor(xml);
  const old = childElement(content, 'refs');
  const inOld = new Set(old ? descendants(old, '*') : []);
  const found = new Map<string, { order: number; markup: string }>();
  for (const el of descendants(content, '*')) {
    const order = REF_ORDER.indexOf(el.localName);
    if (order < 0 || inOld.has(el)) continue;
    // A reference inside another (a dmRef in an externalPubRef's title) goes with its parent.
    if (REF_ORDER.includes((el.parentNode as Element | null)?.localName ?? '')) continue;
    const key = `${order}:${keyOf(el)}`;
    if (!found.has(key))
      found.set(key, {
        order,
        markup: edit.slice(el).replace(/^(<[^>]*?)\s+id=("[^"]*"|'[^']*')/, '$1'),
      });
  }
  const sorted = [...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  const markup = sorted.length ? `<refs>\n${sorted.map((r) => r.markup).join('\n')}\n</refs>` : '';
  if (old && markup) edit.replaceElement(old, markup);
  else if (old) edit.remove(old);
  else if (markup) edit.prepend(content, `\n${markup}`);
  const result = edit.result();
  return { text: result, count: sorted.length, changed: result !== text };
}
