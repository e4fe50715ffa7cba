import { SelectField } from '../../../ui/select-field.tsx';
import type { CheckSettings } from './run-brex-check.ts';

const AGAINST_LABELS = {
  chain: 'The BREX chain each object names (brexDmRef, layered)',
  default: 'The default BREX of each object’s issue',
} as const;
const SNS_LABELS = {
  off: 'Off',
  normal: 'Normal',
  strict: 'Strict',
  unstrict: 'Unstrict',
} as const;

type Props = {
  settings: CheckSettings;
  onChange: (settings: CheckSettings) => void;
  disabled: boolean;
};

/** What to check against, and s1kd-brexcheck's optional checks (-c, -S/-St/-Su, -n). */
export function CheckOptions({ settings, onChange, disabled }: Props) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">Check options</legend>
      <SelectField
        label="Check against"
        value={settings.against}
        options={['chain', 'default'] as const}
        labels={AGAINST_LABELS}
        onChange={(against) => onChange({ ...settings, against })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={settings.values}
          onChange={(e) => onChange({ ...settings, values: e.target.checked })}
        />
        Value checks (objectValue lists)
      </label>
      <SelectField
        label="SNS check"
        value={settings.sns}
        options={['off', 'normal', 'strict', 'unstrict'] as const}
        labels={SNS_LABELS}
        onChange={(sns) => onChange({ ...settings, sns })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={settings.notations}
          onChange={(e) => onChange({ ...settings, notations: e.target.checked })}
        />
        Notation check
      </label>
    </fieldset>
  );
}
