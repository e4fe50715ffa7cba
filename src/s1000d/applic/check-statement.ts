import { disallowedValues } from './allowed-values';
import { propertyKey, type ApplicProperty } from './applic-tables';
import type { ApplicNode } from './applic-statement';

/**
 * What is wrong with a statement before it is written: a group of fewer than two terms (the
 * schema's evaluate needs two), an assert without a property or values, a property the
 * ACT/CCT does not declare, a value its enumeration or pattern does not allow.
 */
export function checkStatement(node: ApplicNode, properties: readonly ApplicProperty[]): string[] {
  const declared = new Map(properties.map((p) => [propertyKey(p.type, p.ident), p]));
  const problems: string[] = [];
  const visit = (n: ApplicNode, where: string) => {
    if (n.kind === 'group') {
      if (n.children.length < 2)
        problems.push(`${where}: an ${n.andOr.toUpperCase()} group needs at least two terms.`);
      n.children.forEach((c, i) => visit(c, `${where}, term ${i + 1}`));
      return;
    }
    if (!n.ident) {
      problems.push(`${where}: choose a product attribute or condition.`);
      return;
    }
    const property = declared.get(propertyKey(n.type, n.ident));
    if (!property) {
      const table = n.type === 'condition' ? 'CCT' : 'ACT';
      problems.push(`${where}: the ${table} does not declare "${n.ident}".`);
      return;
    }
    for (const reason of disallowedValues(n.values, property))
      problems.push(`${where}: ${property.name || n.ident}: ${reason}.`);
  };
  visit(node, 'Statement');
  return problems;
}
