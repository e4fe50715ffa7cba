type Props = {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
};

/** A table cell holding one text input, named for the row it edits. */
export function CellInput({ label, value, placeholder, onChange }: Props) {
  return (
    <td className="py-1 pr-2">
      <input
        className="field"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  );
}
