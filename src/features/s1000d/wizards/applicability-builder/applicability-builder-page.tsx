import { useCallback, useMemo, useState } from 'react';
import type { ApplicGroup } from '../../../../s1000d/applic/applic-statement.ts';
import { displayTextOf } from '../../../../s1000d/applic/display-text.ts';
import { fileNameOfRow } from '../../../../s1000d/csdb/file-names.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { applicTableRows } from '../../common/applic-worker-client.ts';
import { useApplicTables } from '../../common/use-applic-tables.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectBytes } from '../../common/read-object-bytes.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { AppcheckPanel } from './appcheck-panel.tsx';
import { ApplyPanel } from './apply-panel.tsx';
import { StatementBuilder } from '../../common/applic-statement/statement-builder.tsx';
import { newRoot, statementOf } from '../../common/applic-statement/statement-tree.ts';
import { WhatIfPanel } from './what-if-panel.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';

export default function ApplicabilityBuilderPage() {
  const { backend } = useSession();
  const me = useS1000dActor();
  const { projectId, rights, loaded, listing, selectProps } = useChosenProject();
  const [moduleKey, setModuleKey] = useState('');
  const [root, setRoot] = useState<ApplicGroup>(newRoot);
  const { tables, error: tablesError } = useApplicTables(backend, loaded?.id, listing);

  const modules = useMemo(
    () => listing?.filter((r) => r.t === 'dm' && !applicTableRows([r]).length) ?? [],
    [listing],
  );
  const row = modules.find((r) => r.k === moduleKey);
  const rowHash = row?.h;
  const readModule = useCallback(async () => {
    if (!backend || !row) throw new Error('No data module is chosen.');
    return { name: fileNameOfRow(row), bytes: await readObjectBytes(backend, projectId, row.k) };
    // The current issue's hash decides: a new issue is read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, projectId, row?.k, rowHash]);

  const statement = statementOf(root);
  const displayText = tables ? displayTextOf(statement, tables.properties) : '';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Applicability Builder"
        intro="Build applicability statements from the project's product attributes (ACT) and conditions (CCT): AND/OR groups, sets and ranges of values. Write one into a data module as a new in-work issue, see what a product would hide, and check the whole project as s1kd-appcheck does."
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="max-w-md">
          <ProjectSelect
            {...selectProps(() => {
              setModuleKey('');
              setRoot(newRoot());
            })}
          />
        </div>
        <ErrorMessage plain text={tablesError} />
        {loaded && tables && tables.properties.length === 0 && (
          <p className="text-sm text-amber-800">
            This project has no ACT or CCT yet: define its product attributes and conditions in
            Attributes first.
          </p>
        )}
        {loaded && listing && (
          <SelectField
            label="Data module"
            value={moduleKey}
            none="Choose a data module"
            onChange={setModuleKey}
            className="max-w-2xl"
          >
            {modules.map((r) => (
              <option key={r.k} value={r.k}>
                {r.c} {r.n}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {loaded && tables && tables.properties.length > 0 && (
        <Panel id="applic-statement" title="Statement" className="flex flex-col gap-3">
          <StatementBuilder
            root={root}
            properties={tables.properties}
            onChange={setRoot}
            displayText={displayText}
            displayTextLabel="Display text"
          />
        </Panel>
      )}
      {backend && loaded && tables && row && (
        <>
          <ApplyPanel
            key={row.k}
            backend={backend}
            projectId={loaded.id}
            row={row}
            readModule={readModule}
            statement={statement}
            displayText={displayText}
            properties={tables.properties}
            actor={rights?.writeObjects && me ? me.actor : null}
          />
          <WhatIfPanel
            key={row.k}
            readModule={readModule}
            properties={tables.properties}
            products={tables.products}
          />
        </>
      )}
      {backend && loaded && listing && (
        <AppcheckPanel backend={backend} projectId={loaded.id} rows={listing} />
      )}
    </div>
  );
}
