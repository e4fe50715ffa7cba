import { ConfirmedDeleteButton } from '../../ui/confirmed-delete-button.tsx';
import type { ProductModel } from '../../domain/product-configurations.ts';
import { addVariant, removeModel } from './configuration-edits.ts';
import { InlineForm } from './inline-form.tsx';
import { VariantSection } from './variant-section.tsx';

type Props = {
  models: ProductModel[];
  model: ProductModel;
  canEdit: boolean;
  save: (models: ProductModel[]) => Promise<string | null>;
};

/** One model (by its model identification code) and its variants. */
export function ModelSection({ models, model, canEdit, save }: Props) {
  return (
    <section
      aria-label={`Model ${model.modelIdentCode}`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Model {model.modelIdentCode}{' '}
          {model.name && <span className="font-normal text-slate-600">— {model.name}</span>}
        </h2>
        {canEdit && (
          <ConfirmedDeleteButton
            label={`Delete model ${model.modelIdentCode}`}
            title="Delete model"
            message={`Delete model ${model.modelIdentCode} with its variants and serial-number ranges?`}
            confirmLabel="Delete model"
            onConfirm={() => void save(removeModel(models, model.id))}
          />
        )}
      </div>
      {model.variants.length === 0 && <p className="text-sm text-slate-600">No variants yet.</p>}
      {model.variants.map((v) => (
        <VariantSection
          key={v.id}
          models={models}
          model={model}
          variant={v}
          canEdit={canEdit}
          save={save}
        />
      ))}
      {canEdit && (
        <InlineForm
          title={`Add a variant to model ${model.modelIdentCode}`}
          submitLabel="Add variant"
          fields={[
            { key: 'code', label: 'Variant code' },
            { key: 'name', label: 'Variant name' },
          ]}
          onSubmit={async (input) => {
            const edit = addVariant(models, model, input);
            return edit.ok ? save(edit.models) : edit.message;
          }}
        />
      )}
    </section>
  );
}
