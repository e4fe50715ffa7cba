import { useId, type ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

type Props<T extends string> = {
  label: string;
  value: T;
  /** The options, or (with children) none: the caller writes them, in option groups. */
  options?: readonly T[];
  /** What each option shows, when not its value: a table, or a function for options read from data. */
  labels?: Readonly<Record<T, string>> | ((value: T) => string);
  /** A first option with the empty value and this text, e.g. 'No course'. */
  none?: string;
  disabled?: boolean;
  onChange: (value: T) => void;
  /** The layout of the field's box (a width, mostly). */
  className?: string;
  /** Options written by the caller, where they fall into groups (optgroup). */
  children?: ReactNode;
};

export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  none,
  disabled,
  onChange,
  className,
  children,
}: Props<T>) {
  const id = useId();
  const show = (option: T) =>
    (typeof labels === 'function' ? labels(option) : labels?.[option]) ?? option;
  return (
    <FieldFrame id={id} label={label} className={className}>
      <select
        id={id}
        className="field mt-1"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {children}
        {options?.map((o) => (
          <option key={o} value={o}>
            {show(o)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** An option group of a SelectField, from [value, text] pairs; left out while it has none. */
export function OptionGroup({
  label,
  options,
}: {
  label: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  if (!options.length) return null;
  return (
    <optgroup label={label}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </optgroup>
  );
}
