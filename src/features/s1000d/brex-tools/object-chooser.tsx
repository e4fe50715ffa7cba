import { useMemo, useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { ObjectCheckbox } from '../common/object-checkbox.tsx';

type Props = {
  rows: readonly ObjectListing[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  disabled: boolean;
};

const SHOWN = 200;

/** Chooses objects to check: a search over code and title, and a checkbox each. */
export function ObjectChooser({ rows, chosen, onChange, disabled }: Props) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return rows.filter((r) => words.every((w) => `${r.c} ${r.n}`.toLowerCase().includes(w)));
  }, [rows, search]);
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (!next.delete(key)) next.add(key);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">
        Objects to check ({chosen.size} chosen)
      </legend>
      <input
        type="search"
        className="field"
        aria-label="Search objects"
        placeholder="Code or title"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div className="flex gap-3 text-sm">
        <button
          type="button"
          className="text-blue-700 underline"
          onClick={() => onChange(new Set([...chosen, ...shown.map((r) => r.k)]))}
        >
          Choose all {shown.length} found
        </button>
        <button
          type="button"
          className="text-blue-700 underline"
          onClick={() => onChange(new Set())}
        >
          Clear
        </button>
      </div>
      <ul className="max-h-64 overflow-y-auto rounded border border-slate-200 bg-white text-sm">
        {shown.slice(0, SHOWN).map((r) => (
          <li key={r.k} className="border-b border-slate-100 px-2 py-1">
            <ObjectCheckbox row={r} checked={chosen.has(r.k)} onToggle={toggle} titleBelow />
          </li>
        ))}
      </ul>
      {shown.length > SHOWN && (
        <p className="text-sm text-slate-600">
          {SHOWN} of {shown.length} shown: search to narrow them.
        </p>
      )}
    </fieldset>
  );
}
