import type { ComponentType } from 'react';
import type { ProductModel } from '../../domain/product-configurations.ts';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
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
      <Breadcrumbs
        trail={[
          ['Product Configurations', '/tools/product-configurations'],
          [`${project.name || 'Untitled'} breakdown`, `/tools/pbs-projects/${projectId}`],
        ]}
      />
      <PageHeader
        title={project.name || 'Untitled'}
        intro="Models, variants and serial-number ranges with the modifications embodied in them."
      />
      {!can.canEdit && (
        <ReadOnlyNote text={can.readOnly ? CONFIG_PAGE_TEXT.readOnly : CONFIG_PAGE_TEXT.noEdit} />
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
