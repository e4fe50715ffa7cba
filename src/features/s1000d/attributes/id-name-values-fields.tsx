import { TextField } from '../../../ui/text-field.tsx';

export type IdNameValues = { id: string; name: string; values: string };

type Props = {
  /** The labels: "<labels.id>", "<labels.name>", "<labels.values>". */
  labels: { id: string; name: string; values: string };
  value: IdNameValues;
  onChange: (value: IdNameValues) => void;
};

/** The id, name and allowed values of a new attribute or condition type. */
export function IdNameValuesFields({ labels, value, onChange }: Props) {
  return (
    <>
      <TextField
        label={labels.id}
        value={value.id}
        onChange={(e) => onChange({ ...value, id: e.target.value.trim() })}
      />
      <TextField
        label={labels.name}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <TextField
        label={labels.values}
        placeholder="a|b or low~high; empty: any value"
        value={value.values}
        onChange={(e) => onChange({ ...value, values: e.target.value.trim() })}
      />
    </>
  );
}
