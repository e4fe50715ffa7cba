import { useEffect, useMemo, useState } from 'react';
import type { ItemLocationUse, ItemLocationProblem } from '../../../s1000d/ic/item-location.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { ProjectSelect } from '../common/project-select.tsx';
import { inIlocWorker } from './iloc-jobs.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { useChosenProject } from '../common/use-chosen-project.ts';
import { TableHead } from '../../../ui/table-head.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';

type Usage = { codes: ItemLocationUse[]; problems: ItemLocationProblem[] };

const record = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

export default function IlocManagementPage() {
  const { rows, loaded, selectProps } = useChosenProject();
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? [], [rows]);
  const names = useMemo(() => record(loaded?.settings.itemLocationNames), [loaded]);
  const schemas = useMemo(() => record(loaded?.settings.infoCodeSchemas), [loaded]);
  const [usage, setUsage] = useState<Usage | null>(null);

  useEffect(() => {
    let live = true;
    inIlocWorker((api) =>
      api.usage(listing, { itemLocationNames: names, infoCodeSchemas: schemas }),
    )
      .then((u) => live && setUsage(u))
      .catch((cause: unknown) => console.error('Item location usage failed', cause));
    return () => {
      live = false;
    };
  }, [listing, names, schemas]);

  const exportRule = useSubmit(async () => {
    downloadFile(
      'item-location-rule.xml',
      await inIlocWorker((api) => api.brexRule(names)),
      'application/xml',
    );
  }, 'The BREX rule could not be made. Please try again.');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="ILOC Management"
        intro="The five item location codes, a project's wording of them, which information codes use each, and what is wrong in the project's data module codes."
      />
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect className="max-w-md" label="S1000D project (optional)" {...selectProps()} />
        <div>
          <ActionButton action={exportRule} secondary>
            Download the BREX rule
          </ActionButton>
        </div>
        <ErrorMessage plain text={exportRule.error} />
      </section>
      {usage && (
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <table aria-label="Item location codes" className="w-full text-left text-sm">
            <TableHead
              className="text-slate-600"
              cellClassName="py-1 font-medium"
              gapClassName="pr-3"
              numeric={[2]}
              columns={['Code', 'Meaning', 'Data modules', 'Information codes']}
            />
            <tbody>
              {usage.codes.map((c) => (
                <tr key={c.code} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-mono font-normal">
                    {c.code}
                  </th>
                  <td className="py-1 pr-3">
                    {c.wording ?? c.meaning}
                    {c.wording && <span className="block text-xs text-slate-500">{c.meaning}</span>}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">{c.modules}</td>
                  <td className="py-1 font-mono text-xs">
                    {Object.entries(c.infoCodes)
                      .sort()
                      .map(([ic, n]) => `${ic}×${n}`)
                      .join(' ')}
                    {c.specialisations.length > 0 && (
                      <span className="block">Project map: {c.specialisations.join(', ')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {usage.problems.length > 0 && (
            <div className="mt-4">
              <h2 className="text-lg font-semibold text-slate-900">
                Problems ({usage.problems.length})
              </h2>
              <ul aria-label="Problems" className="mt-2 flex flex-col gap-1 text-sm text-red-800">
                {usage.problems.map((p) => (
                  <li key={p.key + p.message}>
                    <span className="font-mono">{p.code}</span>: {p.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
