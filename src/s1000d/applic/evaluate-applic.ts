import { matchesRangeNotation } from '../brex/object-value';
import { childElements } from '../xml/dom-query';
import { propertyKey, type ProductInstance } from './applic-tables';

/** true/false when the product decides it; unknown when it does not set a property used. */
export type Applicability = true | false | 'unknown';

/** Evaluates an applic, assert or evaluate element for a product instance (three-valued). */
export function evaluateApplic(el: Element, product: ProductInstance): Applicability {
  switch (el.localName) {
    case 'applic': {
      const statement = childElements(el).find(
        (c) => c.localName === 'assert' || c.localName === 'evaluate',
      );
      return statement ? evaluateApplic(statement, product) : true;
    }
    case 'assert': {
      const ident = el.getAttribute('applicPropertyIdent');
      // An assert without attributes is a free-text statement: the product cannot decide it.
      if (!ident) return 'unknown';
      const value = product.values.get(
        propertyKey(el.getAttribute('applicPropertyType') ?? 'prodattr', ident),
      );
      if (value === undefined) return 'unknown';
      return matchesRangeNotation(value, el.getAttribute('applicPropertyValues') ?? '');
    }
    case 'evaluate': {
      const results = childElements(el)
        .filter((c) => c.localName === 'assert' || c.localName === 'evaluate')
        .map((c) => evaluateApplic(c, product));
      const or = el.getAttribute('andOr') === 'or';
      if (or)
        return results.includes(true)
          ? true
          : results.every((r) => r === false)
            ? false
            : 'unknown';
      return results.includes(false) ? false : results.every((r) => r === true) ? true : 'unknown';
    }
    default:
      return 'unknown';
  }
}
