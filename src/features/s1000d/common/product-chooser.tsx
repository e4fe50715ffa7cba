import { useState } from 'react';
import { propertyKey, type ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ProductChoice } from '../../../s1000d/reader/applic-choices.ts';
import type { ProductSelection } from './product-selection.ts';
import { SelectField } from '../../../ui/select-field.tsx';

type Props = {
  products: readonly ProductChoice[];
  properties: readonly ApplicProperty[];
  selection: ProductSelection;
  onChange: (selection: ProductSelection) => void;
};

const MANUAL = '__manual';

/** Choose a product from the PCT, or set attribute and condition values by hand. */
export function ProductChooser({ products, properties, selection, onChange }: Props) {
  const [manual, setManual] = useState<Record<string, string>>(() =>
    selection.kind === 'manual' ? Object.fromEntries(selection.values) : {},
  );
  const value =
    selection.kind === 'none' ? '' : selection.kind === 'product' ? selection.id : MANUAL;
  const apply = (next: Record<string, string>) => {
    setManual(next);
    onChange({ kind: 'manual', values: Object.entries(next).filter(([, v]) => v !== '') });
  };
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label="Product"
        value={value}
        none="All content (no product chosen)"
        onChange={(v) => {
          if (v === '') onChange({ kind: 'none' });
          else if (v === MANUAL) apply(manual);
          else onChange({ kind: 'product', id: v });
        }}
      >
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
        {properties.length > 0 && <option value={MANUAL}>Set values by hand…</option>}
      </SelectField>
      {selection.kind === 'manual' && (
        <fieldset className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-2">
          <legend className="px-1 text-xs text-slate-600">Values for this reading</legend>
          {properties.map((p) => {
            const key = propertyKey(p.type, p.ident);
            const choices = (p.values ?? '').split('|').filter((v) => v && !v.includes('~'));
            const label = p.displayName || p.name || p.ident;
            return (
              <label key={key} className="text-sm">
                <span className="block text-slate-700">
                  {label}
                  {p.type === 'condition' ? ' (condition)' : ''}
                </span>
                {choices.length > 0 ? (
                  <select
                    className="field"
                    value={manual[key] ?? ''}
                    onChange={(e) => apply({ ...manual, [key]: e.target.value })}
                  >
                    <option value="">Not set</option>
                    {choices.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    className="field"
                    value={manual[key] ?? ''}
                    placeholder={p.values ? `e.g. ${p.values.split('|')[0]}` : 'Not set'}
                    onChange={(e) => apply({ ...manual, [key]: e.target.value })}
                  />
                )}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
