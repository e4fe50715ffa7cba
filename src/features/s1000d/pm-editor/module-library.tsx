import { useMemo, useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { DRAG_MODULES } from './pm-tree-view.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toggleItem } from '../../../lib/toggle-item.ts';
import { ObjectCheckbox } from '../common/object-checkbox.tsx';

type Props = {
  modules: readonly ObjectListing[];
  /** The entry picked modules go into; null when no entry is chosen. */
  targetTitle: string | null;
  onAdd: (keys: string[]) => void;
};

/** The project's data modules: pick some and add them to the chosen entry, or drag them in. */
export function ModuleLibrary({ modules, targetTitle, onAdd }: Props) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return modules
      .filter((m) => words.every((w) => `${m.c} ${m.n}`.toLowerCase().includes(w)))
      .slice(0, 200);
  }, [modules, search]);
  const toggle = (key: string) => setPicked((now) => toggleItem(now, key));
  return (
    <Panel
      id="pm-library"
      title="Data modules of the project"
      compact
      className="flex flex-col gap-2"
    >
      <TextField
        label="Search the library"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="flex max-h-72 flex-col gap-1 overflow-auto text-sm">
        {shown.map((m) => (
          <li
            key={m.k}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(
                DRAG_MODULES,
                JSON.stringify(picked.includes(m.k) ? picked : [m.k]),
              );
              e.dataTransfer.effectAllowed = 'copy';
            }}
            className="rounded px-1 hover:bg-slate-50"
          >
            <ObjectCheckbox row={m} checked={picked.includes(m.k)} onToggle={toggle} />
          </li>
        ))}
        {shown.length === 0 && <li className="text-slate-600">No data module matches.</li>}
      </ul>
      <button
        type="button"
        className="btn-primary self-start"
        disabled={picked.length === 0 || !targetTitle}
        onClick={() => {
          onAdd(picked);
          setPicked([]);
        }}
      >
        {targetTitle ? `Add ${picked.length} to “${targetTitle}”` : 'Choose an entry to add to'}
      </button>
    </Panel>
  );
}
