import { useState } from 'react';
import { countsFromPages } from './budget.ts';
import { BUDGET_SCHEMAS, SCHEMA_LABELS, type BudgetInputs } from './budget-model.ts';
import { NumberField } from '../../common/number-field.tsx';
import { Panel } from '../../../../ui/panel.tsx';

type Props = {
  inputs: BudgetInputs;
  errors: Record<string, string>;
  onChange: (inputs: BudgetInputs) => void;
};

/** What the project is: data modules by schema, legacy pages, illustrations, QA and languages. */
export function BudgetInputsForm({ inputs, errors, onChange }: Props) {
  const [pagesPerDm, setPagesPerDm] = useState(4);
  const set = (patch: Partial<BudgetInputs>) => onChange({ ...inputs, ...patch });
  const field = (key: keyof BudgetInputs & string, label: string, hint?: string) => (
    <NumberField
      label={label}
      hint={hint}
      value={inputs[key] as number}
      error={errors[key]}
      onChange={(value) => set({ [key]: value })}
    />
  );
  return (
    <Panel id="budget-project" title="The project">
      <fieldset className="mt-3">
        <legend className="label">Data modules by schema</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {BUDGET_SCHEMAS.map((s) => (
            <NumberField
              key={s}
              label={`${SCHEMA_LABELS[s]} data modules`}
              value={inputs.dmCounts[s]}
              error={errors[`dm.${s}`]}
              onChange={(value) => set({ dmCounts: { ...inputs.dmCounts, [s]: value } })}
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid items-end gap-3 sm:grid-cols-3">
        {field(
          'legacyPages',
          'Legacy pages to convert',
          'Priced per page; 0 when nothing is converted.',
        )}
        <NumberField
          label="Pages per data module"
          hint="Assumption for splitting a legacy manual."
          value={pagesPerDm}
          onChange={setPagesPerDm}
        />
        <button
          type="button"
          className="btn-secondary"
          disabled={!(inputs.legacyPages > 0 && pagesPerDm > 0)}
          onClick={() =>
            set({ dmCounts: countsFromPages(inputs.legacyPages, pagesPerDm, inputs.dmCounts) })
          }
        >
          Count data modules from pages
        </button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        {field('convertedPercent', 'Converted from legacy (%)', 'The rest is authored anew.')}
        {field('newIcns', 'New illustrations (ICNs)')}
        {field('convertedIcns', 'Converted illustrations (ICNs)')}
        {field('tabtopPercent', 'Table-top verified (%)', 'First verification.')}
        {field('onObjectPercent', 'On-object verified (%)', 'Second verification.')}
        {field('languages', 'Target languages', 'Besides the source language.')}
        {field('toolingCost', 'Tooling cost', 'Licences, CSDB and publishing over the project.')}
      </div>
    </Panel>
  );
}
