import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { estimateBudget, sensitivity, validateBudget } from './budget.ts';
import {
  BUDGET_DRAFT_KEY,
  groupSchemaCounts,
  readBudgetDraft,
  type BudgetDraft,
} from './budget-draft.ts';
import { BudgetInputsForm } from './budget-inputs-form.tsx';
import { BudgetRatesForm } from './budget-rates-form.tsx';
import { BudgetResults } from './budget-results.tsx';
import { DmrlSource } from './dmrl-source.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'SEK', 'NOK', 'CHF', 'JPY', 'INR'];

export default function BudgetCalculatorPage() {
  // The figures stay in this browser between visits; the estimate is never lost to a reload.
  const [draft, setDraft] = useState<BudgetDraft>(() =>
    readBudgetDraft(localStorage.getItem(BUDGET_DRAFT_KEY)),
  );
  useEffect(() => localStorage.setItem(BUDGET_DRAFT_KEY, JSON.stringify(draft)), [draft]);
  const { problems, result } = useMemo(() => {
    const found = validateBudget(draft.inputs, draft.rates);
    if (found.length) return { problems: found, result: null };
    const estimate = estimateBudget(draft.inputs, draft.rates);
    return {
      problems: found,
      result: { estimate, sensitivity: sensitivity(draft.inputs, draft.rates) },
    };
  }, [draft]);
  const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Budget Calculator"
        intro="Estimate an S1000D project's effort and cost, phase by phase, with a likely range."
      />
      <DmrlSource
        onCounts={(counts) =>
          setDraft((d) => ({
            ...d,
            inputs: {
              ...d.inputs,
              dmCounts: groupSchemaCounts(counts.bySchema),
              newIcns: counts.icns > 0 ? counts.icns : d.inputs.newIcns,
            },
          }))
        }
      />
      <BudgetInputsForm
        inputs={draft.inputs}
        errors={errors}
        onChange={(inputs) => setDraft((d) => ({ ...d, inputs }))}
      />
      <BudgetRatesForm
        rates={draft.rates}
        errors={errors}
        onChange={(rates) => setDraft((d) => ({ ...d, rates }))}
      />
      <SelectField<string>
        className="max-w-xs"
        label="Currency"
        value={draft.currency}
        options={CURRENCIES}
        onChange={(currency) => setDraft((d) => ({ ...d, currency }))}
      />
      {result ? (
        <BudgetResults
          estimate={result.estimate}
          sensitivity={result.sensitivity}
          currency={draft.currency}
        />
      ) : (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">Fix these figures to see the estimate:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
