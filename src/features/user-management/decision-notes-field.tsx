import { TextField } from '../../ui/text-field.tsx';

/** The administrator's notes on approving or rejecting an account request (kept with it). */
export function DecisionNotesField({
  value,
  onChange,
}: {
  value: string;
  onChange: (notes: string) => void;
}) {
  return (
    <TextField
      label="Notes"
      multiline
      maxLength={2000}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
