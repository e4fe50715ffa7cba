import { TextEditor } from '../csdb/lifecycle/text-edit';
import { readXmlText, writeXmlText } from '../csdb/lifecycle/xml-bytes';
import { upissue } from '../csdb/lifecycle/upissue';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { childElement, childElements, descendant } from '../xml/dom-query';

const indentAt = (text: string, offset: number) =>
  /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];

/**
 * Adds structure object rules to a BREX data module in place: into the structure rule group
 * of its general context rules (those without rulesContext), made where the schema puts them
 * when there are none. Everything else of the text stays byte for byte.
 */
export function addBrexRules(bytes: Uint8Array, rules: string, parser: XmlParser) {
  const source = readXmlText(bytes);
  const xml = loadXml(source.text, { parser });
  const brex = descendant(xml.document.documentElement, ['brex']);
  if (!brex) throw new Error('This object is not a BREX data module (it has no brex element).');
  const edit = new TextEditor(xml);
  const at = (el: Element) => indentAt(xml.text, edit.range(el).start);
  const general = childElements(brex, 'contextRules').find((c) => !c.getAttribute('rulesContext'));
  const group = general && childElement(general, 'structureObjectRuleGroup');
  const indentRules = (indent: string) =>
    rules
      .trim()
      .split('\n')
      .map((line) => indent + line.replace(/^ {4}/, ''))
      .join('\n');
  if (group) {
    const last = childElements(group).at(-1);
    const indent = last ? at(last) : `${at(group)}  `;
    // The group's end tag already follows a newline and the group's indentation.
    const lead = indent.startsWith(at(group)) ? indent.slice(at(group).length) : indent;
    edit.append(group, `${lead}${indentRules(indent).trimStart()}\n${at(group)}`);
  } else if (general) {
    const indent = `${at(general)}  `;
    const markup = `<structureObjectRuleGroup>\n${indentRules(`${indent}  `)}\n${indent}</structureObjectRuleGroup>`;
    const notations = childElement(general, 'notationRuleList');
    if (notations) edit.insertBefore(notations, `${markup}\n${indent}`);
    else edit.append(general, `\n${indent}${markup}\n${at(general)}`);
  } else {
    const next = childElement(brex, 'nonContextRules');
    const indent = next ? at(next) : `${at(brex)}  `;
    const markup = `<contextRules>\n${indent}  <structureObjectRuleGroup>\n${indentRules(`${indent}    `)}\n${indent}  </structureObjectRuleGroup>\n${indent}</contextRules>`;
    if (next) edit.insertBefore(next, `${markup}\n${indent}`);
    else edit.append(brex, `\n${indent}${markup}\n${at(brex)}`);
  }
  const text = edit.result();
  return { text, bytes: writeXmlText(source, text) };
}

/**
 * A BREX change as a new in-work issue, as an author would make it: the BREX is upissued
 * (with the reason for update), then edited. Its earlier issues stay as they are.
 */
export function newBrexIssue(
  bytes: Uint8Array,
  change: (bytes: Uint8Array) => { bytes: Uint8Array },
  options: { parser: XmlParser; reason: string; date?: string },
) {
  const next = upissue(bytes, {
    parser: options.parser,
    reasons: [{ text: options.reason }],
    ...(options.date ? { date: options.date } : {}),
  });
  const changed = change(next.bytes);
  return { bytes: changed.bytes, fileName: next.fileName, issueInfo: next.issueInfo! };
}
