import { useMemo, useState } from 'react';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import { EVERYTHING, visibilityFor } from '../../../s1000d/reader/visibility.ts';
import { productOf } from '../common/product-selection.ts';
import type { ReaderWorker } from '../common/reader-worker-client.ts';
import { useApplicChoices } from '../common/use-applic-choices.ts';
import type { ReaderSource } from '../common/use-reader-source.ts';
import { useProductSelection } from './use-product-selection.ts';

/**
 * How the reader reads the open module: for which product (the choices its ACT offers, the
 * selection kept for the project) and with or without change marks. `toolbar` and `pane` are
 * the props ReaderToolbar and ModulePane take for it.
 */
export function useReaderView(
  projectId: string,
  source: ReaderSource,
  worker: ReaderWorker | null,
  module: ModuleView | null | undefined,
) {
  const choices = useApplicChoices(source, worker, module?.act);
  const [selection, setSelection] = useProductSelection(projectId);
  const [showChanges, setShowChanges] = useState(false);
  const product = useMemo(
    () => productOf(selection, choices.products),
    [selection, choices.products],
  );
  const visibility = useMemo(
    () => (module ? visibilityFor(module, product) : EVERYTHING),
    [module, product],
  );
  const { products, properties } = choices;
  return {
    product,
    toolbar: {
      products,
      properties,
      selection,
      onSelection: setSelection,
      showChanges,
      onShowChanges: setShowChanges,
      // Printing waits for the whole module, not its start (decision 1710).
      printReady: !module?.partial,
    },
    pane: { visibility, properties, showChanges },
  };
}
