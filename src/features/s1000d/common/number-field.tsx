import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  hint?: string;
  /** 'any' for measures that take decimals at any step. */
  step?: number | 'any';
  disabled?: boolean;
};

/** A number input; an empty or unreadable entry becomes NaN, which validation names. */
export function NumberField({ label, value, onChange, error, hint, step = 1, disabled }: Props) {
  return (
    <div>
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        disabled={disabled}
        value={Number.isNaN(value) ? '' : value}
        error={error}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}
