import { Trash2 } from 'lucide-react';
import { ConfirmedDeleteButton } from '../../ui/confirmed-delete-button.tsx';
import type { ProductModel, ProductVariant } from '../../domain/product-configurations.ts';
import { addRange, removeRange, removeVariant } from './configuration-edits.ts';
import { InlineForm } from './inline-form.tsx';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  models: ProductModel[];
  model: ProductModel;
  variant: ProductVariant;
  canEdit: boolean;
  save: (models: ProductModel[]) => Promise<string | null>;
};

/** A variant's serial-number ranges, each with the modifications embodied in it. */
export function VariantSection({ models, model, variant, canEdit, save }: Props) {
  const title = `Variant ${variant.code}`;
  return (
    <section aria-label={`${model.modelIdentCode} ${title}`} className="flex flex-col gap-2 pl-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-slate-900">
          {title} {variant.name && <span className="text-slate-600">— {variant.name}</span>}
        </h3>
        {canEdit && (
          <ConfirmedDeleteButton
            label={`Delete variant ${variant.code}`}
            title="Delete variant"
            message={`Delete variant ${variant.code} of model ${model.modelIdentCode} with its serial-number ranges?`}
            confirmLabel="Delete variant"
            onConfirm={() => void save(removeVariant(models, model.id, variant.id))}
          />
        )}
      </div>
      {variant.ranges.length === 0 ? (
        <p className="text-sm text-slate-600">No serial-number ranges yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Serial-number ranges of {title}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Modifications embodied</th>
              {canEdit && (
                <th scope="col" className="sr-only">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {variant.ranges.map((r) => (
              <tr key={r.id} className="border-t border-slate-200">
                <td className="py-1">{r.from}</td>
                <td>{r.to}</td>
                <td>{r.modifications.join(', ') || 'None'}</td>
                {canEdit && (
                  <td className="text-right">
                    <IconButton
                      label={`Delete range ${r.from} to ${r.to}`}
                      icon={Trash2}
                      onClick={() => void save(removeRange(models, model.id, variant.id, r.id))}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <InlineForm
          title={`Add a serial-number range to ${model.modelIdentCode} ${title}`}
          submitLabel="Add range"
          fields={[
            { key: 'from', label: 'First serial number' },
            { key: 'to', label: 'Last serial number' },
            {
              key: 'modifications',
              label: 'Modifications embodied',
              placeholder: 'MOD-001, MOD-002',
            },
          ]}
          onSubmit={async (input) => {
            const edit = addRange(models, model, variant, input);
            return edit.ok ? save(edit.models) : edit.message;
          }}
        />
      )}
    </section>
  );
}
