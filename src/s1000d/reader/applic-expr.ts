import type { ApplicProperty, ProductInstance } from '../applic/applic-tables';
import { propertyKey } from '../applic/applic-tables';
import { DEFAULT_DISPLAY_TEXT } from '../applic/display-text';
import type { Applicability } from '../applic/evaluate-applic';
import { matchesRangeNotation } from '../brex/object-value';
import { kid, kids, textOfLight, type LightElement } from './light-xml';
import type { ApplicExpr, ApplicStatement } from './model';

/** An applic element as data: its written display text and its assert/evaluate tree. */
export function readApplicStatement(applic: LightElement): ApplicStatement {
  const display = textOfLight(kid(applic, 'displayText'));
  const statement = kids(applic).find((c) => c.name === 'assert' || c.name === 'evaluate');
  const expr = statement ? readExpr(statement) : undefined;
  if (expr) return { display, expr };
  // A process expression (variables, operators) is for the process engine: the reader
  // cannot decide it, so it counts as unknown, which keeps the content shown.
  if (kid(applic, 'expression')) return { display, expr: { t: 'text', v: display } };
  return { display };
}

function readExpr(el: LightElement): ApplicExpr | undefined {
  if (el.name === 'assert') {
    const ident = el.attrs.applicPropertyIdent;
    if (!ident) return { t: 'text', v: textOfLight(el) };
    return {
      t: 'assert',
      ident,
      type: el.attrs.applicPropertyType ?? 'prodattr',
      values: el.attrs.applicPropertyValues ?? '',
    };
  }
  if (el.name === 'evaluate') {
    const c = kids(el)
      .filter((k) => k.name === 'assert' || k.name === 'evaluate')
      .map(readExpr)
      .filter((e): e is ApplicExpr => e !== undefined);
    return { t: 'evaluate', op: el.attrs.andOr === 'or' ? 'or' : 'and', c };
  }
  return undefined;
}

/**
 * true/false when the product decides it, unknown when it does not set a property used:
 * the same three-valued logic as evaluateApplic on the DOM (src/s1000d/applic).
 */
export function evaluateExpr(
  expr: ApplicExpr | undefined,
  product: ProductInstance,
): Applicability {
  if (!expr) return true;
  if (expr.t === 'text') return 'unknown';
  if (expr.t === 'assert') {
    const value = product.values.get(propertyKey(expr.type, expr.ident));
    return value === undefined ? 'unknown' : matchesRangeNotation(value, expr.values);
  }
  const results = expr.c.map((c) => evaluateExpr(c, product));
  if (expr.op === 'or') {
    if (results.includes(true)) return true;
    return results.every((r) => r === false) ? false : 'unknown';
  }
  if (results.includes(false)) return false;
  return results.every((r) => r === true) ? true : 'unknown';
}

/** One assert that decided "does not apply": what was required and what the product has. */
export type FailedAssert = { ident: string; type: string; required: string; actual: string };

/**
 * Why a statement is false for the product: the asserts that made it so. For "and", the
 * false children; for "or", every child (none held).
 */
export function explainExpr(
  expr: ApplicExpr | undefined,
  product: ProductInstance,
): FailedAssert[] {
  if (!expr || evaluateExpr(expr, product) !== false) return [];
  if (expr.t === 'assert') {
    return [
      {
        ident: expr.ident,
        type: expr.type,
        required: expr.values,
        actual: product.values.get(propertyKey(expr.type, expr.ident)) ?? '',
      },
    ];
  }
  if (expr.t === 'text') return [];
  return expr.c.flatMap((c) => explainExpr(c, product));
}

/** Display text generated as s1kd-aspp writes it, for statements written without one. */
export function exprDisplayText(
  expr: ApplicExpr | undefined,
  properties: readonly ApplicProperty[] = [],
  depth = 0,
): string {
  if (!expr) return '';
  const o = DEFAULT_DISPLAY_TEXT;
  if (expr.t === 'text') return expr.v;
  if (expr.t === 'assert') {
    const values = expr.values
      .split('|')
      .map((v) => v.split('~').join(o.range))
      .join(o.set);
    return `${propertyLabel(expr.ident, expr.type, properties)}: ${values}`;
  }
  const inner = expr.c
    .map((c) => exprDisplayText(c, properties, depth + 1))
    .join(expr.op === 'or' ? o.or : o.and);
  return depth > 0 ? `(${inner})` : inner;
}

/** The name a reader knows a property by: display name, name, else its ident. */
export function propertyLabel(
  ident: string,
  type: string,
  properties: readonly ApplicProperty[] = [],
): string {
  const property = properties.find((p) => p.ident === ident && p.type === type);
  return property?.displayName || property?.name || ident;
}

/** The display text to show: as written, or generated from the ACT and CCT names. */
export function statementText(
  statement: ApplicStatement,
  properties: readonly ApplicProperty[] = [],
): string {
  return statement.display || exprDisplayText(statement.expr, properties);
}
