import { useCallback, useState } from 'react';
import type { ProductSelection } from '../common/product-selection.ts';

const KEY = 'ipsStudio.viewerProduct.';

function readStored(projectId: string): ProductSelection {
  try {
    const stored = sessionStorage.getItem(KEY + projectId);
    const parsed = stored ? (JSON.parse(stored) as ProductSelection) : null;
    if (parsed && (parsed.kind === 'none' || parsed.kind === 'product' || parsed.kind === 'manual'))
      return parsed;
  } catch {
    // A damaged entry is ignored: the reader simply starts with every content shown.
  }
  return { kind: 'none' };
}

/**
 * The product the reader reads for, kept for the browser tab per project: following a
 * link to another module or publication of the project keeps it.
 */
export function useProductSelection(projectId: string) {
  const [selection, setSelection] = useState<ProductSelection>(() => readStored(projectId));
  const change = useCallback(
    (next: ProductSelection) => {
      setSelection(next);
      sessionStorage.setItem(KEY + projectId, JSON.stringify(next));
    },
    [projectId],
  );
  return [selection, change] as const;
}
