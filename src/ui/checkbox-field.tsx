import type { InputHTMLAttributes, ReactNode } from 'react';

type BoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'>;

/** The box's own attributes (checked, disabled ...), its text, and what a change sets. */
type Props = BoxProps & {
  label: ReactNode;
  onChange: (checked: boolean) => void;
  /** The text's colour, where it differs from its surroundings. */
  className?: string;
};

/** A checkbox with its text after it, the whole line clickable. */
export function CheckboxField({ label, onChange, className = '', ...box }: Props) {
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`.trim()}>
      <input type="checkbox" {...box} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
