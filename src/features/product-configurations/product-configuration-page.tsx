import { Info } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ProductModel } from '../../domain/product-configurations.ts';
import { Link, useParams } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { addModel } from './configuration-edits.ts';
import { CONFIG_PAGE_TEXT, useConfigurationPermissions } from './configuration-permissions.ts';
import { InlineForm } from './inline-form.tsx';
import { ModelSection } from './model-section.tsx';
import { useProductConfiguration } from './use-product-configuration.ts';

/** What the app may place under the set: the S1000D PCT exchange (decision 1022). */
export type ConfigurationSlot = ComponentType<{
  models: ProductModel[];
  canEdit: boolean;
  save: (models: ProductModel[]) => Promise<string | null>;
}>;

export default function ProductConfigurationPage({
  exchange: Exchange,
}: {
  exchange?: ConfigurationSlot;
}) {
  const { projectId = '' } = useParams();
  const can = useConfigurationPermissions();
  const { state, save } = useProductConfiguration(projectId);
  if (state === null) return <Loading text="Loading content..." />;
  if (state === 'missing') return <p role="alert">{CONFIG_PAGE_TEXT.notFound}</p>;
  const { project, models } = state;
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="flex gap-2 text-sm">
        <Link to="/tools/product-configurations" className="text-blue-800 underline">
          Product Configurations
        </Link>
        <span aria-hidden>/</span>
        <Link to={`/tools/pbs-projects/${projectId}`} className="text-blue-800 underline">
          {project.name || 'Untitled'} breakdown
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{project.name || 'Untitled'}</h1>
        <p className="text-slate-700">
          Models, variants and serial-number ranges with the modifications embodied in them.
        </p>
      </header>
      {!can.canEdit && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Info aria-hidden className="h-4 w-4 shrink-0" />
          {can.readOnly ? CONFIG_PAGE_TEXT.readOnly : CONFIG_PAGE_TEXT.noEdit}
        </p>
      )}
      {models.length === 0 && <p className="text-slate-600">No models yet.</p>}
      {models.map((m) => (
        <ModelSection key={m.id} models={models} model={m} canEdit={can.canEdit} save={save} />
      ))}
      {can.canEdit && (
        <InlineForm
          title="Add a model"
          submitLabel="Add model"
          fields={[
            { key: 'modelIdentCode', label: 'Model identification code', placeholder: 'BIKE' },
            { key: 'name', label: 'Model name' },
          ]}
          onSubmit={async (input) => {
            const edit = addModel(models, input);
            return edit.ok ? save(edit.models) : edit.message;
          }}
        />
      )}
      {Exchange && <Exchange models={models} canEdit={can.canEdit} save={save} />}
    </div>
  );
}
