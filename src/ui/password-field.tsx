import type { InputHTMLAttributes } from 'react';
import { TextField } from './text-field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
  label: string;
  /** Which password the browser's password manager should offer or save. */
  purpose: 'current' | 'new';
  value: string;
  onChange: (value: string) => void;
};

/** A labelled password input that tells the password manager whether it is a new password. */
export function PasswordField({ purpose, onChange, ...field }: Props) {
  return (
    <TextField
      type="password"
      autoComplete={`${purpose}-password`}
      onChange={(e) => onChange(e.target.value)}
      {...field}
    />
  );
}
