import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductModel } from '../../../domain/product-configurations.ts';
import {
  CONFIG_FIELD_LABELS,
  CONFIG_FIELDS,
  type PctMapping,
} from '../../../s1000d/applic/pct-mapping.ts';
import { useSession } from '../../../session/session-context.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { ProjectSelect } from '../common/project-select.tsx';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { PctExportSection } from './pct-export-section.tsx';
import { PctImportSection } from './pct-import-section.tsx';
import { usePctTables } from './use-pct-tables.ts';
import { Panel } from '../../../ui/panel.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';

export type PctExchangeProps = {
  models: ProductModel[];
  /** Whether the user may change the configuration set (its own rules, decision 702). */
  canEdit: boolean;
  /** Saves the set; resolves to an error text when nothing was saved. */
  save: (models: ProductModel[]) => Promise<string | null>;
};

/** The configuration set and an S1000D project's PCT, both ways (decision 1022). */
export function PctExchangePanel({ models, canEdit, save }: PctExchangeProps) {
  const { backend } = useSession();
  const me = useS1000dActor();
  const { projects, projectId, setProjectId, project, rows, rights } = useChosenProject();
  const chosen = project && project.id === projectId ? project : null;
  const { listing, act, pct, loaded, readPct } = usePctTables(backend, projectId, rows);
  const [edited, setEdited] = useState<{ key: string; mapping: PctMapping } | null>(null);
  const mapping = edited && edited.key === loaded?.key ? edited.mapping : loaded?.mapping;
  const writer = rights?.writeObjects && me ? me.actor : null;
  return (
    <Panel
      id="pct-exchange"
      title="S1000D product cross-reference table (PCT)"
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-700">
        Write this configuration set into an S1000D project&apos;s PCT, one product per serial
        number, or read a PCT into the set.
      </p>
      <div className="max-w-md">
        <ProjectSelect projects={projects} value={projectId} onChange={setProjectId} />
      </div>
      {chosen && listing && !act && (
        <p className="text-sm text-slate-700">
          This project has no ACT, so a PCT has no attributes to assign.{' '}
          <Link className="text-blue-700 underline" to="/tools/attributes">
            Create the ACT on the Attributes page
          </Link>
          .
        </p>
      )}
      <ErrorMessage text={loaded?.error} />
      {backend && chosen && listing && loaded?.tables && mapping && (
        <>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="text-sm font-medium">ACT attribute for each field</legend>
            {CONFIG_FIELDS.map((field) => (
              <SelectField
                key={field}
                label={CONFIG_FIELD_LABELS[field]}
                value={mapping[field]}
                options={loaded.attributes.map((a) => a.ident)}
                labels={(id) =>
                  `${id} (${loaded.attributes.find((a) => a.ident === id)?.name ?? ''})`
                }
                none="Not exchanged"
                onChange={(ident) =>
                  setEdited({ key: loaded.key, mapping: { ...mapping, [field]: ident } })
                }
              />
            ))}
          </fieldset>
          <PctExportSection
            backend={backend}
            project={chosen}
            listing={listing}
            pctRow={pct}
            readPct={readPct}
            tables={loaded.tables}
            mapping={mapping}
            models={models}
            writer={writer}
          />
          <PctImportSection
            hasPct={pct !== undefined}
            readPct={readPct}
            tables={loaded.tables}
            mapping={mapping}
            models={models}
            canEdit={canEdit}
            save={save}
          />
        </>
      )}
    </Panel>
  );
}
