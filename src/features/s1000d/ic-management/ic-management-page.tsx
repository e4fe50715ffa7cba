import { useEffect, useId, useMemo, useState } from 'react';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { INFO_CODE_CATEGORIES, type InfoCodeRow } from '../../../s1000d/ic/info-code-list.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { AddProjectCode } from './add-project-code.tsx';
import { IcTable } from './ic-table.tsx';
import { inIcWorker } from './ic-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

export default function IcManagementPage() {
  const searchId = useId();
  const { rows, rights, loaded, selectProps } = useChosenProject();
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? [], [rows]);
  const settings = useMemo(() => {
    const read = loaded ? validateProjectSettings(loaded.settings) : null;
    return read?.ok ? read.value : undefined;
  }, [loaded]);
  const [list, setList] = useState<InfoCodeRow[] | null>(null);
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [onlyUsed, setOnlyUsed] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    inIcWorker((api) => api.rows(settings, listing))
      .then((r) => live && setList(r))
      .catch((cause: unknown) => console.error('Information codes failed', cause));
    return () => {
      live = false;
    };
  }, [settings, listing]);

  const exportAs = useSubmit(async (kind: 'brex' | 'dmtypes') => {
    if (kind === 'dmtypes' && settings) {
      downloadFile('.dmtypes', await inIcWorker((api) => api.dmtypes(settings)), 'text/plain');
    } else if (kind === 'brex') {
      const xml = await inIcWorker((api) =>
        api.brexRules(settings, listing, loaded?.name ?? 'Project'),
      );
      downloadFile('info-code-rules.xml', xml, 'application/xml');
    }
  }, 'The export could not be made. Please try again.');

  const words = search.trim().toLowerCase();
  const shown = (list ?? []).filter(
    (r) =>
      (!category || r.category === category) &&
      (!onlyUsed || r.modules > 0 || r.source === 'project') &&
      (!words || r.code.toLowerCase().includes(words) || r.name.toLowerCase().includes(words)),
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="IC Management"
        intro="The information code list of S1000D Issue 6 with a project's own codes and variants, how many data modules use each, and exports as BREX values and .dmtypes."
      />
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          label="S1000D project (optional)"
          {...selectProps(() => setSaved(null))}
        />
        {loaded && !settings && (
          <p className="text-sm text-amber-800">
            {loaded.name}'s settings are incomplete: its own codes cannot be read or added.
          </p>
        )}
        {loaded && settings && rights?.manage && (
          <AddProjectCode
            project={loaded}
            settings={settings}
            onSaved={(code) => setSaved(`${code} was added to ${loaded.name}.`)}
          />
        )}
        <DoneMessage text={saved} />
        <div className="flex flex-wrap gap-2">
          <ActionButton action={exportAs} args={['brex']} secondary>
            Download BREX rules
          </ActionButton>
          <ActionButton action={exportAs} args={['dmtypes']} disabled={!settings} secondary>
            Download .dmtypes
          </ActionButton>
        </div>
        <ErrorMessage plain text={exportAs.error} />
      </section>
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Category"
            value={category}
            options={INFO_CODE_CATEGORIES.map((c) => c.key)}
            labels={(key) =>
              `${key}xx ${INFO_CODE_CATEGORIES.find((c) => c.key === key)?.name ?? ''}`
            }
            none="All categories"
            onChange={setCategory}
          />
          <div>
            <label htmlFor={searchId} className="label">
              Search
            </label>
            <input
              id={searchId}
              className="field mt-1"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <CheckboxField
            label="Only codes the project uses or defines"
            checked={onlyUsed}
            onChange={setOnlyUsed}
          />
        </div>
        <p className="text-sm text-slate-600">
          {list
            ? `${shown.length} of ${list.length} information codes shown`
            : 'Loading the list...'}
        </p>
        <IcTable rows={shown} />
      </section>
    </div>
  );
}
