import { TextEditor, escapeAttribute, escapeText } from '../csdb/lifecycle/text-edit';
import { compilePattern } from '../brex/object-value';
import { upissue } from '../csdb/lifecycle/upissue';
import { readXmlText, writeXmlText } from '../csdb/lifecycle/xml-bytes';
import { childElement, childElements, descendant, descendants, textOf } from '../xml/dom-query';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';

/**
 * What the page does not edit, kept as it was so that no data is lost: the element's other
 * attributes (valuePattern, valueDataType …), its other children (prompt, refs, dependency …)
 * as markup, and the whole original markup with the edited fields it held, written back
 * unchanged when nothing was edited.
 */
export type Preserved = {
  xmlAttributes?: Record<string, string>;
  kept?: string;
  original?: { markup: string; fields: string };
};

/** A product attribute of the ACT, as the Attributes page edits it. */
export type AttributeDef = {
  id: string;
  name: string;
  displayName: string;
  descr: string;
  /** Allowed values in S1000D notation (a|b, low~high); empty: any value. */
  values: string;
  /** productIdentifier="primary": the attribute that names a product (a serial number). */
  primary: boolean;
} & Preserved;

export type CondTypeDef = { id: string; name: string; descr: string; values: string } & Preserved;
export type CondDef = { id: string; name: string; descr: string; typeId: string } & Preserved;
export type CctModel = { types: CondTypeDef[]; conds: CondDef[] };

const text = (el: Element, name: string) => textOf(childElement(el, name)).trim();
const enumeration = (el: Element) =>
  descendants(el, 'enumeration')
    .map((e) => e.getAttribute('applicPropertyValues') ?? '')
    .filter(Boolean)
    .join('|');

const EDITED_CHILDREN = new Set(['name', 'displayName', 'descr', 'enumeration']);
const EDITED_ATTRIBUTES = new Set(['id', 'productIdentifier', 'condTypeRefId']);

/** The edited fields of an item (its other XML attributes too), to tell whether the page changed it. */
const fieldsOf = (item: object) =>
  JSON.stringify(Object.entries(item).filter(([k]) => !['kept', 'original'].includes(k)));

function preserve<T extends object>(
  xml: S1000dXml,
  edit: TextEditor,
  el: Element,
  fields: T,
): T & Preserved {
  const slice = (e: Element) => {
    const r = edit.range(e);
    return xml.text.slice(r.start, r.end);
  };
  const xmlAttributes: Record<string, string> = {};
  for (const a of Array.from(el.attributes))
    if (!EDITED_ATTRIBUTES.has(a.name)) xmlAttributes[a.name] = a.value;
  const kept = childElements(el)
    .filter((c) => !EDITED_CHILDREN.has(c.localName))
    .map(slice)
    .join('');
  return {
    ...fields,
    xmlAttributes,
    kept,
    original: { markup: slice(el), fields: fieldsOf({ ...fields, xmlAttributes }) },
  };
}

export function readActModel(act: S1000dXml): AttributeDef[] {
  const edit = new TextEditor(act);
  return descendants(act.document, 'productAttribute').map((el) =>
    preserve(act, edit, el, {
      id: el.getAttribute('id') ?? '',
      name: text(el, 'name'),
      displayName: text(el, 'displayName'),
      descr: text(el, 'descr'),
      values: enumeration(el),
      primary: el.getAttribute('productIdentifier') === 'primary',
    }),
  );
}

export function readCctModel(cct: S1000dXml): CctModel {
  const edit = new TextEditor(cct);
  return {
    types: descendants(cct.document, 'condType').map((el) =>
      preserve(cct, edit, el, {
        id: el.getAttribute('id') ?? '',
        name: text(el, 'name'),
        descr: text(el, 'descr'),
        values: enumeration(el),
      }),
    ),
    conds: descendants(cct.document, 'cond').map((el) =>
      preserve(cct, edit, el, {
        id: el.getAttribute('id') ?? '',
        name: text(el, 'name'),
        descr: text(el, 'descr'),
        typeId: el.getAttribute('condTypeRefId') ?? '',
      }),
    ),
  };
}

/** The item's original markup when the page left it as it was, else its new markup. */
function markupOf<T extends Preserved>(item: T, make: (extra: string, kept: string) => string) {
  const { kept, original, ...fields } = item;
  const { xmlAttributes } = item;
  if (original && original.fields === fieldsOf(fields)) return original.markup;
  const extra = Object.entries(xmlAttributes ?? {})
    .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
    .join('');
  return make(extra, kept ?? '');
}

const ID = /^[A-Za-z_][A-Za-z0-9._-]*$/;

function valuesProblem(values: string): string | null {
  if (!values) return null;
  for (const member of values.split('|')) {
    const ends = member.split('~');
    if (member === '' || ends.length > 2 || ends.some((e) => e.trim() === '' || e !== e.trim()))
      return `"${values}" is not a list of values a|b or ranges low~high`;
  }
  return null;
}

function idProblems(kind: string, ids: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (!ID.test(id))
      problems.push(
        `${kind} "${id}": an id starts with a letter and holds letters, digits, ".", "_" or "-".`,
      );
    else if (seen.has(id)) problems.push(`${kind} "${id}" is there twice: ids are unique.`);
    seen.add(id);
  }
  return problems;
}

/** What is wrong with the ACT's attributes: ids, names, values, more than one primary identifier. */
export function checkActModel(attributes: readonly AttributeDef[]): string[] {
  const problems = idProblems(
    'Attribute',
    attributes.map((a) => a.id),
  );
  for (const a of attributes) {
    if (!a.name.trim()) problems.push(`Attribute "${a.id}" needs a name.`);
    const v = valuesProblem(a.values);
    if (v) problems.push(`Attribute "${a.id}": ${v}.`);
    const pattern = a.xmlAttributes?.valuePattern;
    if (pattern !== undefined && !compilePattern(pattern))
      problems.push(`Attribute "${a.id}": "${pattern}" is not a value pattern (an XSD pattern).`);
  }
  const primary = attributes.filter((a) => a.primary);
  if (primary.length > 1)
    problems.push(
      `Only one attribute is the primary identifier (now: ${primary.map((a) => a.id).join(', ')}).`,
    );
  return problems;
}

/**
 * What adding an entry would newly get wrong: the problems of the table with the entry that the
 * table without it does not have. An add form refuses the entry on these, before anything changes.
 */
export function problemsAdded(before: readonly string[], after: readonly string[]): string[] {
  const had = new Set(before);
  return after.filter((p) => !had.has(p));
}

/** What is wrong with the CCT: ids (unique across types and conditions), names, values, types. */
export function checkCctModel(model: CctModel): string[] {
  const problems = idProblems('Condition type or condition', [
    ...model.types.map((t) => t.id),
    ...model.conds.map((c) => c.id),
  ]);
  const types = new Set(model.types.map((t) => t.id));
  for (const t of model.types) {
    if (!t.name.trim()) problems.push(`Condition type "${t.id}" needs a name.`);
    const v = valuesProblem(t.values);
    if (v) problems.push(`Condition type "${t.id}": ${v}.`);
  }
  for (const c of model.conds) {
    if (!c.name.trim()) problems.push(`Condition "${c.id}" needs a name.`);
    if (!types.has(c.typeId))
      problems.push(`Condition "${c.id}": its type "${c.typeId}" is not in the CCT.`);
  }
  return problems;
}

const element = (name: string, value: string) =>
  value.trim() ? `<${name}>${escapeText(value.trim())}</${name}>` : '';
const enumerationMarkup = (values: string) =>
  values ? `<enumeration applicPropertyValues="${escapeAttribute(values)}"/>` : '';

export function attributeMarkup(a: AttributeDef): string {
  return markupOf(
    a,
    (extra, kept) =>
      `<productAttribute id="${escapeAttribute(a.id)}"${a.primary ? ' productIdentifier="primary"' : ''}${extra}>${element('name', a.name)}${element('displayName', a.displayName)}${element('descr', a.descr || a.name)}${kept}${enumerationMarkup(a.values)}</productAttribute>`,
  );
}

export function condTypeMarkup(t: CondTypeDef): string {
  return markupOf(
    t,
    (extra, kept) =>
      `<condType id="${escapeAttribute(t.id)}"${extra}>${element('name', t.name)}${element('descr', t.descr || t.name)}${kept}${enumerationMarkup(t.values)}</condType>`,
  );
}

export function condMarkup(c: CondDef): string {
  return markupOf(
    c,
    (extra, kept) =>
      `<cond id="${escapeAttribute(c.id)}" condTypeRefId="${escapeAttribute(c.typeId)}"${extra}>${element('name', c.name)}${element('descr', c.descr || c.name)}${kept}</cond>`,
  );
}

export type TablesWriteOptions = { parser?: XmlParser; date?: string; reason?: string };

/** Children of a rewritten list the page does not edit, kept after the edited ones. */
const KEPT_IN_LISTS = new Set(['externalProductAttribute']);

/** Replaces lists of an ACT, CCT or PCT and makes its next in-work issue (s1kd-upissue). */
export function rewriteTableLists(
  bytes: Uint8Array,
  lists: Record<string, string>,
  options: TablesWriteOptions,
): { bytes: Uint8Array; fileName: string; issue: string } {
  const source = readXmlText(bytes);
  const xml = loadXml(source.text, options.parser ? { parser: options.parser } : {});
  const edit = new TextEditor(xml);
  for (const [name, markup] of Object.entries(lists)) {
    const list = descendant(xml.document.documentElement, [name]);
    if (!list) throw new Error(`The object has no <${name}> to write into.`);
    const kept = childElements(list)
      .filter((c) => KEPT_IN_LISTS.has(c.localName))
      .map((c) => edit.slice(c))
      .join('');
    edit.replaceContent(list, markup + kept);
  }
  const next = upissue(writeXmlText(source, edit.result()), {
    ...(options.parser ? { parser: options.parser } : {}),
    ...(options.date ? { date: options.date } : {}),
    ...(options.reason ? { reasons: [{ text: options.reason }] } : {}),
  });
  const issue = next.issueInfo ? `${next.issueInfo.issueNumber}-${next.issueInfo.inWork}` : '';
  return { bytes: next.bytes, fileName: next.fileName, issue };
}

export function writeActModel(
  bytes: Uint8Array,
  attributes: readonly AttributeDef[],
  options: TablesWriteOptions = {},
) {
  const problems = checkActModel(attributes);
  if (problems.length) throw new Error(problems.join(' '));
  return rewriteTableLists(
    bytes,
    { productAttributeList: attributes.map(attributeMarkup).join('') },
    options,
  );
}

export function writeCctModel(
  bytes: Uint8Array,
  model: CctModel,
  options: TablesWriteOptions = {},
) {
  const problems = checkCctModel(model);
  if (problems.length) throw new Error(problems.join(' '));
  return rewriteTableLists(
    bytes,
    {
      condTypeList: model.types.map(condTypeMarkup).join(''),
      condList: model.conds.map(condMarkup).join(''),
    },
    options,
  );
}
