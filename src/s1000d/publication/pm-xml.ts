import { parseDmCode } from '../codes/dm-code';
import { parsePmCode } from '../codes/pm-code';
import { upissue, type LifecycleResult, type ReasonForUpdate } from '../csdb/lifecycle/upissue';
import { readXmlText, writeXmlText } from '../csdb/lifecycle/xml-bytes';
import { formatIssue, formatLanguage, formatRefString, parseRefString } from '../csdb/object-key';
import { readRef } from '../refs/list-refs';
import { copyPmEntryAttributes } from '../refs/pm-tree';
import { identOf } from '../refs/object-ident';
import { childElement, childElements, descendant, textOf } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { dmCodeElement, escapeXml, pmCodeElement } from '../xml/write-markup';
import { pmTreeProblems } from './pm-edit';
import { PmEditError, type EditablePm, type PmEntryNode, type PmNode } from './pm-nodes';

/** "techName - infoName" of a dmTitle, the pmTitle of a pmRef. */
function refTitle(el: Element): string {
  const dmTitle = descendant(el, ['dmTitle']);
  if (dmTitle) {
    const tech = textOf(childElement(dmTitle, 'techName'));
    const info = textOf(childElement(dmTitle, 'infoName'));
    return info ? `${tech} - ${info}` : tech;
  }
  return textOf(descendant(el, ['pmTitle']));
}

/** Reads a publication module into the editor's tree, each node numbered n1, n2, … */
export function readEditablePm(xml: S1000dXml): EditablePm {
  const root = xml.document.documentElement;
  if (xml.type !== 'publicationModule' || !root)
    throw new PmEditError(`${xml.fileName} is not a publication module.`);
  let counter = 0;
  const id = () => `n${++counter}`;
  const readNode = (el: Element): PmNode | undefined => {
    if (el.localName === 'pmEntry') {
      const entry: PmEntryNode = {
        id: id(),
        kind: 'entry',
        title: textOf(childElement(el, 'pmEntryTitle')),
        children: [],
      };
      copyPmEntryAttributes(el, entry);
      for (const child of childElements(el)) {
        const node = readNode(child);
        if (node) entry.children.push(node);
      }
      return entry;
    }
    const raw = xml.parser.serialize(el);
    if (el.localName === 'dmRef' || el.localName === 'pmRef') {
      const ref = readRef(el);
      if (!ref) return undefined;
      return { id: id(), kind: el.localName, ref: formatRefString(ref), title: refTitle(el), raw };
    }
    if (el.localName === 'externalPubRef')
      return { id: id(), kind: 'externalPubRef', title: textOf(el), raw };
    return undefined;
  };
  const entries = childElements(childElement(root, 'content'), 'pmEntry').map(
    (el) => readNode(el) as PmEntryNode,
  );
  const ident = identOf(xml);
  const pm: EditablePm = {
    fileName: xml.fileName,
    code: ident?.code ?? xml.fileName,
    title: textOf(descendant(root, ['pmTitle'])),
    entries,
  };
  if (ident?.issueInfo) pm.issue = formatIssue(ident.issueInfo);
  if (ident?.language) pm.language = formatLanguage(ident.language);
  return pm;
}

function refXml(kind: 'dmRef' | 'pmRef', ref: string, title: string): string {
  const target = parseRefString(ref);
  const issue = target.issueInfo
    ? `<issueInfo issueNumber="${target.issueInfo.issueNumber}" inWork="${target.issueInfo.inWork}"/>`
    : '';
  const language = target.language
    ? `<language languageIsoCode="${target.language.languageIsoCode}" countryIsoCode="${target.language.countryIsoCode}"/>`
    : '';
  if (kind === 'pmRef') {
    const code = parsePmCode(target.code);
    if (!code.ok) throw new PmEditError(`${target.code} is not a publication module code.`);
    const c = code.value;
    const pmTitle = title
      ? `<pmRefAddressItems><pmTitle>${escapeXml(title)}</pmTitle></pmRefAddressItems>`
      : '';
    return `<pmRef><pmRefIdent>${pmCodeElement(c)}${issue}${language}</pmRefIdent>${pmTitle}</pmRef>`;
  }
  const code = parseDmCode(target.code);
  if (!code.ok) throw new PmEditError(`${target.code} is not a data module code.`);
  const cut = title.indexOf(' - ');
  const tech = cut > 0 ? title.slice(0, cut) : title;
  const info = cut > 0 ? `<infoName>${escapeXml(title.slice(cut + 3))}</infoName>` : '';
  const dmTitle = tech
    ? `<dmRefAddressItems><dmTitle><techName>${escapeXml(tech)}</techName>${info}</dmTitle></dmRefAddressItems>`
    : '';
  return `<dmRef><dmRefIdent>${dmCodeElement(code.value)}${issue}${language}</dmRefIdent>${dmTitle}</dmRef>`;
}

/** The pmEntry markup of a tree, indented from `indent`. */
export function pmEntriesXml(nodes: readonly PmNode[], indent = '    '): string {
  return nodes
    .map((node) => {
      if (node.kind === 'externalPubRef') return `${indent}${node.raw}`;
      if (node.kind !== 'entry')
        return `${indent}${node.raw ?? refXml(node.kind, node.ref, node.title)}`;
      const attrs =
        (node.pmEntryType ? ` pmEntryType="${node.pmEntryType}"` : '') +
        (node.applicRefId ? ` applicRefId="${escapeXml(node.applicRefId)}"` : '');
      const title = node.title
        ? `\n${indent}  <pmEntryTitle>${escapeXml(node.title)}</pmEntryTitle>`
        : '';
      return `${indent}<pmEntry${attrs}>${title}\n${pmEntriesXml(node.children, `${indent}  `)}\n${indent}</pmEntry>`;
    })
    .join('\n');
}

/** Replaces the pmEntry elements of a PM's text by the tree; what precedes them in content stays. */
export function replacePmEntries(text: string, entries: readonly PmEntryNode[]): string {
  const afterIdent = text.indexOf('</identAndStatusSection>');
  const open = /<content(\s[^>]*)?>/g;
  open.lastIndex = Math.max(0, afterIdent);
  const contentOpen = open.exec(text);
  const close = text.lastIndexOf('</content>');
  if (!contentOpen || close < contentOpen.index)
    throw new PmEditError('The publication module has no content section to write entries into.');
  const inner = text.slice(contentOpen.index + contentOpen[0].length, close);
  const first = inner.search(/<pmEntry[\s>]/);
  const keep = first < 0 ? inner.trimEnd() : inner.slice(0, first).trimEnd();
  const body = keep ? `${keep}\n` : '\n';
  return `${text.slice(0, contentOpen.index + contentOpen[0].length)}${body}${pmEntriesXml(entries)}\n  ${text.slice(close)}`;
}

/**
 * Saves an edited tree as the PM's next in-work issue (s1kd-upissue, then the new entries):
 * nothing is produced while the tree has a problem the schema would refuse.
 */
export function savePmTree(
  bytes: Uint8Array,
  entries: readonly PmEntryNode[],
  options: { parser?: XmlParser; reason?: string; date?: Date | string } = {},
): LifecycleResult {
  const problems = pmTreeProblems(entries);
  if (problems.length) throw new PmEditError(problems.join(' '));
  const reasons: ReasonForUpdate[] = options.reason?.trim()
    ? [{ text: options.reason.trim() }]
    : [];
  const next = upissue(bytes, {
    ...(options.parser ? { parser: options.parser } : {}),
    ...(options.date ? { date: options.date } : {}),
    reasons,
  });
  const text = replacePmEntries(next.text, entries);
  return { ...next, text, bytes: writeXmlText(readXmlText(next.bytes), text) };
}
