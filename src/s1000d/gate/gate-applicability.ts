import {
  readAct,
  readCct,
  readPct,
  propertyKey,
  type ApplicProperty,
  type ProductInstance,
} from '../applic/applic-tables';
import { filterForProduct } from '../applic/filter-applic';
import type { S1000dXml } from '../xml/load-xml';
import { descendants } from '../xml/dom-query';
import type { GateReason } from './gate-model';

export type ApplicTables =
  { properties: ApplicProperty[]; products: ProductInstance[] } | undefined;

export function applicTablesOf(act?: S1000dXml, cct?: S1000dXml, pct?: S1000dXml): ApplicTables {
  if (!act && !cct && !pct) return undefined;
  return {
    properties: [...(act ? readAct(act) : []), ...(cct ? readCct(cct) : [])],
    products: pct ? readPct(pct) : [],
  };
}

const productName = (p: ProductInstance, i: number) => p.id ?? `product ${i + 1}`;

/**
 * What s1kd-appcheck checks, for one object: every property an applicability statement asserts
 * is declared in the ACT or CCT, and for every product of the PCT the filtered object keeps
 * every internal reference target (no reference into content the product removes).
 */
export function checkApplicability(
  xml: S1000dXml,
  key: string,
  tables: ApplicTables,
): GateReason[] {
  const asserts = descendants(xml.document, 'assert');
  const annotated = descendants(xml.document, '*').some((e) => e.hasAttribute('applicRefId'));
  if (asserts.length === 0 && !annotated) return [];
  const reasons: GateReason[] = [];
  const reason = (
    severity: GateReason['severity'],
    message: string,
    fix: GateReason['fix'],
    line?: number,
  ): GateReason => ({
    step: 'applicability',
    object: key,
    severity,
    message,
    fix,
    ...(line ? { line } : {}),
  });
  if (!tables) {
    return [
      reason(
        'warn',
        'Applicability is not checked: the project has no ACT, CCT or PCT.',
        'product-configurations',
      ),
    ];
  }
  const declared = new Set(tables.properties.map((p) => propertyKey(p.type, p.ident)));
  const reported = new Set<string>();
  for (const assert of asserts) {
    const ident = assert.getAttribute('applicPropertyIdent');
    if (!ident) continue;
    const type = assert.getAttribute('applicPropertyType') ?? 'prodattr';
    const k = propertyKey(type, ident);
    if (declared.has(k) || reported.has(k)) continue;
    reported.add(k);
    reasons.push(
      reason(
        'fail',
        `Applicability asserts ${type === 'condition' ? 'condition' : 'product attribute'} "${ident}", which the ${type === 'condition' ? 'CCT' : 'ACT'} does not declare.`,
        'attributes',
        xml.lines.lineOf(assert),
      ),
    );
  }
  if (tables.products.length === 0) {
    reasons.push(
      reason(
        'warn',
        'No products in the PCT: filtering for each product is not checked.',
        'product-configurations',
      ),
    );
    return reasons;
  }
  tables.products.forEach((product, i) => {
    const filtered = filterForProduct(xml, product);
    for (const d of filtered.dangling) {
      reasons.push(
        reason(
          'fail',
          `For ${productName(product, i)}: <${d.element} ${d.attribute}="${d.target}"> points at content that product removes.`,
          'applicability-builder',
          d.line,
        ),
      );
    }
  });
  return reasons;
}
