import { useState } from 'react';
import type { SnsNodes } from './use-sns-nodes.ts';
import { SearchField } from '../../../../ui/search-field.tsx';

type Props = {
  sns: SnsNodes;
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
};

/** The SNS nodes to plan for: a filter and one checkbox a node, indented by level. */
export function SnsNodePicker({ sns, chosen, onChange }: Props) {
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words
    ? sns.nodes.filter((n) => `${n.path} ${n.titles.join(' ')}`.toLowerCase().includes(words))
    : sns.nodes;
  const toggle = (path: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(path);
    else next.delete(path);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label">SNS nodes ({sns.name})</legend>
      <SearchField
        label="Filter SNS nodes"
        placeholder="Filter by code or title"
        value={filter}
        onChange={setFilter}
        className="w-full"
      />
      <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200 p-2">
        {shown.length === 0 && <p className="text-sm text-slate-600">No node matches.</p>}
        {shown.map((n) => (
          <label
            key={n.path}
            className="flex items-center gap-2 py-0.5 text-sm"
            style={{ paddingLeft: `${(n.path.split('-').length - 1) * 1.25}rem` }}
          >
            <input
              type="checkbox"
              checked={chosen.has(n.path)}
              onChange={(e) => toggle(n.path, e.target.checked)}
            />
            <span className="font-mono text-xs text-slate-500">{n.path}</span>
            <span>{n.titles.at(-1)}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-slate-600">{chosen.size} node(s) chosen.</p>
    </fieldset>
  );
}
