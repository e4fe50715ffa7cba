import { childElements } from '../xml/dom-query';
import { escapeAttribute, escapeText } from '../csdb/lifecycle/text-edit';
import type { ApplicPropertyType } from './applic-tables';

/** One assert: a property and the values it must have, in S1000D notation (a|b sets, a~b ranges). */
export type ApplicAssert = {
  kind: 'assert';
  ident: string;
  type: ApplicPropertyType;
  values: string;
  /** A free-text assert (no property): its text. */
  text?: string;
};

/** An evaluate: two or more terms joined by and/or; groups nest. */
export type ApplicGroup = { kind: 'group'; andOr: 'and' | 'or'; children: ApplicNode[] };

export type ApplicNode = ApplicAssert | ApplicGroup;

const STATEMENT = new Set(['assert', 'evaluate']);

/** The statement of an applic (or an assert/evaluate) as a tree; undefined for text-only applic. */
export function readStatement(el: Element): ApplicNode | undefined {
  if (el.localName === 'applic') {
    const first = childElements(el).find((c) => STATEMENT.has(c.localName));
    return first ? readStatement(first) : undefined;
  }
  if (el.localName === 'assert') {
    if (!el.hasAttribute('applicPropertyIdent')) {
      return {
        kind: 'assert',
        ident: '',
        type: 'prodattr',
        values: '',
        text: (el.textContent ?? '').trim(),
      };
    }
    return {
      kind: 'assert',
      ident: el.getAttribute('applicPropertyIdent') ?? '',
      type: el.getAttribute('applicPropertyType') === 'condition' ? 'condition' : 'prodattr',
      values: el.getAttribute('applicPropertyValues') ?? '',
    };
  }
  if (el.localName === 'evaluate') {
    return {
      kind: 'group',
      andOr: el.getAttribute('andOr') === 'or' ? 'or' : 'and',
      children: childElements(el)
        .filter((c) => STATEMENT.has(c.localName))
        .map((c) => readStatement(c))
        .filter((n): n is ApplicNode => n !== undefined),
    };
  }
  return undefined;
}

/** The assert/evaluate markup of a statement (no applic wrapper). */
export function statementMarkup(node: ApplicNode): string {
  if (node.kind === 'assert') {
    return `<assert applicPropertyIdent="${escapeAttribute(node.ident)}" applicPropertyType="${node.type}" applicPropertyValues="${escapeAttribute(node.values)}"/>`;
  }
  return `<evaluate andOr="${node.andOr}">${node.children.map(statementMarkup).join('')}</evaluate>`;
}

/** A whole applic element: display text, then the statement; with an id for referencedApplicGroup. */
export function applicMarkup(node: ApplicNode, displayText: string, id?: string): string {
  const idAttribute = id ? ` id="${escapeAttribute(id)}"` : '';
  return `<applic${idAttribute}><displayText><simplePara>${escapeText(displayText)}</simplePara></displayText>${statementMarkup(node)}</applic>`;
}

/** Every assert of a statement, depth first. */
export function assertsOf(node: ApplicNode): ApplicAssert[] {
  return node.kind === 'assert' ? [node] : node.children.flatMap(assertsOf);
}
