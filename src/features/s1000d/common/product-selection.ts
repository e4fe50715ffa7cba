import type { ProductInstance } from '../../../s1000d/applic/applic-tables.ts';
import { toProductInstance, type ProductChoice } from '../../../s1000d/reader/applic-choices.ts';

/** What the reader chose: every content, a PCT product, or values set by hand. */
export type ProductSelection =
  | { kind: 'none' }
  | { kind: 'product'; id: string }
  | { kind: 'manual'; values: [string, string][] };

export function productOf(
  selection: ProductSelection,
  products: readonly ProductChoice[],
): ProductInstance | null {
  if (selection.kind === 'none') return null;
  if (selection.kind === 'manual') return toProductInstance({ values: selection.values });
  const found = products.find((p) => p.id === selection.id);
  return found ? toProductInstance(found) : null;
}
