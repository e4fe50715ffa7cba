import { SelectField } from '../../../ui/select-field.tsx';
import type { CheckSettings } from './run-brex-check.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

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
      <CheckboxField
        label="Value checks (objectValue lists)"
        className="text-slate-800"
        checked={settings.values}
        onChange={(values) => onChange({ ...settings, values })}
      />
      <SelectField
        label="SNS check"
        value={settings.sns}
        options={['off', 'normal', 'strict', 'unstrict'] as const}
        labels={SNS_LABELS}
        onChange={(sns) => onChange({ ...settings, sns })}
      />
      <CheckboxField
        label="Notation check"
        className="text-slate-800"
        checked={settings.notations}
        onChange={(notations) => onChange({ ...settings, notations })}
      />
    </fieldset>
  );
}
