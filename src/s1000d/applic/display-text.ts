import { childElements } from '../xml/dom-query';
import type { ApplicProperty } from './applic-tables';

/** Words used to build display text; defaults follow s1kd-aspp (", " for sets, "-" for ranges). */
export type DisplayTextOptions = { and: string; or: string; set: string; range: string };

export const DEFAULT_DISPLAY_TEXT: DisplayTextOptions = {
  and: ' and ',
  or: ' or ',
  set: ', ',
  range: '-',
};

/**
 * Display text of an applic statement: "<name>: <values>" per assert (displayName, else name,
 * else the ident), joined with and/or; a nested evaluate is wrapped in parentheses.
 */
export function generateDisplayText(
  el: Element,
  properties: readonly ApplicProperty[] = [],
  options: DisplayTextOptions = DEFAULT_DISPLAY_TEXT,
): string {
  return text(el, properties, options, 0);
}

function text(
  el: Element,
  properties: readonly ApplicProperty[],
  o: DisplayTextOptions,
  depth: number,
): string {
  switch (el.localName) {
    case 'applic': {
      const statement = childElements(el).find(
        (c) => c.localName === 'assert' || c.localName === 'evaluate',
      );
      return statement ? text(statement, properties, o, depth) : '';
    }
    case 'assert': {
      const ident = el.getAttribute('applicPropertyIdent');
      if (!ident) return (el.textContent ?? '').trim();
      const type = el.getAttribute('applicPropertyType') ?? 'prodattr';
      const property = properties.find((p) => p.ident === ident && p.type === type);
      const label = property?.displayName || property?.name || ident;
      const values = (el.getAttribute('applicPropertyValues') ?? '')
        .split('|')
        .map((v) => v.split('~').join(o.range))
        .join(o.set);
      return `${label}: ${values}`;
    }
    case 'evaluate': {
      const joiner = el.getAttribute('andOr') === 'or' ? o.or : o.and;
      const inner = childElements(el)
        .filter((c) => c.localName === 'assert' || c.localName === 'evaluate')
        .map((c) => text(c, properties, o, depth + 1))
        .join(joiner);
      return depth > 0 ? `(${inner})` : inner;
    }
    default:
      return '';
  }
}
