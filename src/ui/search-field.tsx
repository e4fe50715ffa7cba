import { Search } from 'lucide-react';

type Props = {
  /** The field's accessible name (it has no visible label, only the magnifier). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The box's width in its row. */
  className: string;
};

/** A search input with a magnifier inside it, filtering a list as the user types. */
export function SearchField({ label, placeholder, value, onChange, className }: Props) {
  return (
    <div className={`relative ${className}`}>
      <Search aria-hidden className="absolute top-2.5 left-3 h-4 w-4 text-slate-500" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="field pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
