import { Plus, Trash2 } from 'lucide-react';
import { IconButton } from '../../ui/icon-button.tsx';

type Column<T> = {
  key: keyof T & string;
  label: string;
  type?: 'text' | 'date';
  /** A choice instead of free text. */
  options?: readonly string[];
};

type Props<T extends Record<string, string>> = {
  label: string;
  rows: T[];
  columns: Column<T>[];
  empty: T;
  onChange: (rows: T[]) => void;
};

/** Rows of text inputs with add and remove, for the team and milestone steps. */
export function ListEditor<T extends Record<string, string>>({
  label,
  rows,
  columns,
  empty,
  onChange,
}: Props<T>) {
  const set = (index: number, key: keyof T, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="label">{label}</legend>
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          {columns.map((c) => (
            <label key={c.key} className="flex-1 text-sm text-slate-700">
              {c.label} {index + 1}
              {c.options ? (
                <select
                  className="field mt-1"
                  value={row[c.key]}
                  onChange={(e) => set(index, c.key, e.target.value)}
                >
                  {c.options.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : (
                <input
                  className="field mt-1"
                  type={c.type ?? 'text'}
                  value={row[c.key]}
                  onChange={(e) => set(index, c.key, e.target.value)}
                />
              )}
            </label>
          ))}
          <IconButton
            label={`Remove ${label.toLowerCase()} ${index + 1}`}
            icon={Trash2}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <IconButton
          icon={Plus}
          className="btn-secondary"
          onClick={() => onChange([...rows, empty])}
        >
          Add {label.toLowerCase().replace(/s$/, '')}
        </IconButton>
      </div>
    </fieldset>
  );
}
