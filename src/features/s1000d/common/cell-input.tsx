type Props = {
  label: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
  /** The input's own width or font, where it holds a code (`w-20 font-mono`). */
  inputClassName?: string;
  onChange: (value: string) => void;
};

/** A table cell holding one text input, named for the row it edits. */
export function CellInput({ label, inputClassName, onChange, ...input }: Props) {
  return (
    <td className="py-1 pr-2">
      <input
        className={inputClassName ? `field ${inputClassName}` : 'field'}
        aria-label={label}
        {...input}
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  );
}
