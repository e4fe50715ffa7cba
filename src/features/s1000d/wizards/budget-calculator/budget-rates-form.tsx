import {
  BUDGET_SCHEMAS,
  DEFAULT_RATES,
  RATE_LABELS,
  SCHEMA_LABELS,
  type BudgetRateKey,
  type BudgetRates,
} from './budget-model.ts';
import { NumberField } from '../../common/number-field.tsx';
import { Panel } from '../../../../ui/panel.tsx';

type Props = {
  rates: BudgetRates;
  errors: Record<string, string>;
  onChange: (rates: BudgetRates) => void;
};

const assumption = (value: number, fallback: number) =>
  value === fallback ? 'Assumption: the starting value, not a published figure.' : 'Your value.';

/** Every rate of the estimate, each marked while it is still the starting assumption. */
export function BudgetRatesForm({ rates, errors, onChange }: Props) {
  const keys = Object.keys(RATE_LABELS) as BudgetRateKey[];
  return (
    <Panel
      id="budget-rates"
      title="Rates"
      actions={
        <button type="button" className="btn-secondary" onClick={() => onChange(DEFAULT_RATES)}>
          Reset to the assumptions
        </button>
      }
    >
      <p className="mt-1 text-sm text-slate-600">
        No public source gives hours per data module: every starting rate is an assumption to
        replace with your own. Conversion vendors quote $2–8 a page offshore and $10–20 a page for
        export-controlled work.
      </p>
      <fieldset className="mt-3">
        <legend className="label">Authoring hours per data module</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {BUDGET_SCHEMAS.map((s) => (
            <NumberField
              key={s}
              label={`${SCHEMA_LABELS[s]} hours`}
              step={0.5}
              value={rates.authoringHours[s]}
              error={errors[`hours.${s}`]}
              hint={assumption(rates.authoringHours[s], DEFAULT_RATES.authoringHours[s])}
              onChange={(value) =>
                onChange({ ...rates, authoringHours: { ...rates.authoringHours, [s]: value } })
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        {keys.map((key) => (
          <NumberField
            key={key}
            label={`${RATE_LABELS[key].label} (${RATE_LABELS[key].unit})`}
            step={0.01}
            value={rates[key]}
            error={errors[key]}
            hint={assumption(rates[key], DEFAULT_RATES[key])}
            onChange={(value) => onChange({ ...rates, [key]: value })}
          />
        ))}
      </div>
    </Panel>
  );
}
