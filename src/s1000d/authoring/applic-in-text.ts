import { applicMarkup, type ApplicNode } from '../applic/applic-statement';
import type { ApplicProperty } from '../applic/applic-tables';
import { checkStatement } from '../applic/check-statement';
import { displayTextOf } from '../applic/display-text';
import { evaluateApplic, type Applicability } from '../applic/evaluate-applic';
import { contentElementAt, placeApplic } from '../applic/write-applic';
import { TextEditor } from '../csdb/lifecycle/text-edit';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';

/** Where the editor puts a statement: the module's own applic, or the element at the cursor. */
export type ApplicPlace = { kind: 'module' } | { kind: 'cursor'; offset: number };

export type ApplicInText = {
  text: string;
  displayText: string;
  /** For the cursor: the element that now points at the new applic, and its id. */
  element?: string;
  applicId?: string;
};

/**
 * Writes a statement built from the project's ACT/CCT into the edited text, with its display
 * text (s1kd-aspp's defaults): as dmStatus/applic, or as a new applic of referencedApplicGroup
 * that the element at the cursor points at. Checked first against the ACT/CCT (declared
 * properties, allowed values, groups of two or more): a refusal throws and changes nothing.
 * The rest of the text stays byte for byte; the issue is the editor's save's business.
 */
export function setApplicInText(
  source: string,
  statement: ApplicNode,
  properties: readonly ApplicProperty[],
  place: ApplicPlace,
  parser?: XmlParser,
): ApplicInText {
  const problems = checkStatement(statement, properties);
  if (problems.length) throw new Error(problems.join(' '));
  const displayText = displayTextOf(statement, properties);
  const xml = loadXml(source, parser ? { parser } : {});
  const edit = new TextEditor(xml);
  if (place.kind === 'module') {
    placeApplic(xml, edit, statement, displayText);
    return { text: edit.result(), displayText };
  }
  const element = contentElementAt(xml, edit, place.offset);
  if (!element)
    throw new Error(
      'Put the cursor inside the element of the content the applicability is for (not in refs, warnings and cautions or the applicability group).',
    );
  const applicId = placeApplic(xml, edit, statement, displayText, element);
  return {
    text: edit.result(),
    displayText,
    element: element.localName,
    ...(applicId ? { applicId } : {}),
  };
}

/** A PCT product as the pages hold it: its name and property key (type/ident) → value pairs. */
export type NamedProduct = { name: string; values: readonly (readonly [string, string])[] };

/**
 * Whether the statement holds for each product of the PCT (three-valued, decision 104): what
 * an author checks before writing it ("which bikes is this step for?").
 */
export function productsApplying(
  statement: ApplicNode,
  products: readonly NamedProduct[],
  parser?: XmlParser,
): { name: string; applies: Applicability }[] {
  const applic = loadXml(applicMarkup(statement, ''), parser ? { parser } : {}).document
    .documentElement;
  return products.map((p) => ({
    name: p.name,
    applies: evaluateApplic(applic, { values: new Map(p.values.map(([k, v]) => [k, v])) }),
  }));
}
