import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import { propertyLabel } from '../../../s1000d/reader/applic-expr.ts';
import type { ProductChoice } from '../../../s1000d/reader/applic-choices.ts';
import type { ProductSelection } from '../common/product-selection.ts';

/** What names the product in the instance's title and applicability: its label, or its values. */
export function instanceLabel(
  selection: ProductSelection,
  products: readonly ProductChoice[],
  properties: readonly ApplicProperty[],
): string {
  if (selection.kind === 'product') return products.find((p) => p.id === selection.id)?.label ?? '';
  if (selection.kind === 'none') return '';
  return selection.values
    .map(([key, value]) => {
      const [type = 'prodattr', ident = key] = key.split('/');
      return `${propertyLabel(ident, type, properties)} ${value}`;
    })
    .join(', ');
}
