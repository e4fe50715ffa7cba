import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ProductChoice } from '../../../s1000d/reader/applic-choices.ts';
import { ProductChooser } from '../common/product-chooser.tsx';
import type { ProductSelection } from '../common/product-selection.ts';
import { IconButton } from '../../../ui/icon-button.tsx';

type Props = {
  products: readonly ProductChoice[];
  properties: readonly ApplicProperty[];
  selection: ProductSelection;
  onSelection: (selection: ProductSelection) => void;
  showChanges: boolean;
  onShowChanges: (show: boolean) => void;
  /** False while only the module's start is drawn. */
  printReady?: boolean;
  children?: ReactNode;
};

/** Reading settings: the product, change marks, print; pages add search and offline. */
export function ReaderToolbar({
  products,
  properties,
  selection,
  onSelection,
  showChanges,
  onShowChanges,
  printReady = true,
  children,
}: Props) {
  return (
    <section
      aria-label="Reading settings"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 print:hidden"
    >
      <ProductChooser
        products={products}
        properties={properties}
        selection={selection}
        onChange={onSelection}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showChanges}
            onChange={(e) => onShowChanges(e.target.checked)}
          />
          Show change marks
        </label>
        <IconButton
          icon={Printer}
          className="btn-secondary"
          disabled={!printReady}
          onClick={() => window.print()}
        >
          Print
        </IconButton>
      </div>
      {children}
    </section>
  );
}
