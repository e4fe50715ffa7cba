import { useId } from 'react';

type Props<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  /** What each option shows, when not its value. */
  labels?: Readonly<Record<T, string>>;
  disabled?: boolean;
  onChange: (value: T) => void;
};

export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  disabled,
  onChange,
}: Props<T>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="field mt-1"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}
