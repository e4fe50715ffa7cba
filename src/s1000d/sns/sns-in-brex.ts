import { readBrex } from '../brex/read-brex';
import { TextEditor } from '../csdb/lifecycle/text-edit';
import { readXmlText, writeXmlText } from '../csdb/lifecycle/xml-bytes';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { childElement, childElements, descendant } from '../xml/dom-query';
import { renderSnsRules, type SnsNode } from './sns-tree';

/** The SNS of a BREX data module; undefined when it has no snsRules. */
export function readBrexSns(text: string, parser: XmlParser): SnsNode[] | undefined {
  return readBrex(loadXml(text, { parser })).sns;
}

/** The indentation of the line an offset is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/**
 * Writes an SNS into a BREX data module's snsRules, in place: an existing snsRules gets the
 * new tree, otherwise snsRules is added where the schema puts it (after commonInfo, before
 * the context rules). Nothing else of the text changes. Issue 3.0 BREX are refused: their
 * SNS markup is another.
 */
export function setBrexSns(bytes: Uint8Array, tree: readonly SnsNode[], parser: XmlParser) {
  const source = readXmlText(bytes);
  const xml = loadXml(source.text, { parser });
  const root = xml.document.documentElement;
  const brex = descendant(root, ['brex']);
  if (!brex) {
    if (descendant(root, ['contextrules', 'snsrules']))
      throw new Error('Issue 3.0 BREX data modules cannot take an SNS here.');
    throw new Error('This object is not a BREX data module (it has no brex element).');
  }
  const edit = new TextEditor(xml);
  const existing = childElement(brex, 'snsRules');
  const anchor =
    existing ?? childElements(brex).find((el) => el.localName !== 'commonInfo') ?? undefined;
  const indent = anchor
    ? indentAt(xml.text, edit.range(anchor).start)
    : `${indentAt(xml.text, edit.range(brex).start)}  `;
  const step = indent.length >= 2 ? indent.slice(0, 2).replace(/\t/, '\t') : '  ';
  const rules = renderSnsRules(tree, step)
    .split('\n')
    .map((line, i) => (i === 0 ? line : indent + line))
    .join('\n');
  if (existing) {
    const inner = rules.slice('<snsRules>'.length, rules.length - '</snsRules>'.length);
    edit.replaceContent(existing, inner);
  } else if (anchor) edit.insertBefore(anchor, `${rules}\n${indent}`);
  else edit.append(brex, `\n${indent}${rules}\n${indentAt(xml.text, edit.range(brex).start)}`);
  const text = edit.result();
  return { text, bytes: writeXmlText(source, text) };
}
