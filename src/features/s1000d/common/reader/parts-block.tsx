import { useState } from 'react';
import type { Block, BlockOf, Hotspot, PartRow } from '../../../../s1000d/reader/model.ts';
import { FigureBlock } from './figure-block.tsx';
import { HiddenNote } from './hidden-note.tsx';
import { domId, useReader } from './reader-context.ts';
import { useHighlight } from './use-reader-stage.ts';

/** Item "002" and callout "2" are the same item. */
const sameItem = (a: string, b: string) => {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  return Number.isNaN(na) || Number.isNaN(nb) ? a === b : na === nb;
};

/**
 * Illustrated parts data: the figure beside its parts list. Selecting a callout in the
 * figure selects its rows, selecting a row outlines its callout.
 */
export function PartsBlock({ block }: { block: BlockOf<'parts'> }) {
  const reader = useReader();
  const highlight = useHighlight();
  const [item, setItem] = useState<string | null>(null);
  const hotspots = block.figures.flatMap((f) =>
    f.t === 'figure' ? f.graphics.flatMap((g) => g.hotspots) : [],
  );
  const active = new Set(
    item === null
      ? []
      : hotspots.filter((h) => sameItem(h.name ?? h.title ?? '', item)).map((h) => h.element),
  );
  const onHotspot = (hotspot: Hotspot) => {
    const name = hotspot.name ?? hotspot.title ?? '';
    setItem(name);
    const row = block.rows.find((r) => sameItem(r.item, name));
    if (row)
      document
        .getElementById(rowDomId(row))
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <div className="parts my-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="xl:sticky xl:top-4 xl:self-start">
        {block.figures.map((figure) => (
          <Figure key={figure.k} figure={figure} active={active} onHotspot={onHotspot} />
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Parts list</caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              {[
                'Fig',
                'Item',
                'Part number',
                'Manufacturer',
                'Description',
                'Units per assy',
                'Unit',
              ].map((h) => (
                <th key={h} scope="col" className="border border-slate-300 px-2 py-1 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, i) => {
              const first = block.rows.findIndex((r) => rowDomId(r) === rowDomId(row)) === i;
              const reason = row.applic ? reader.visibility.hidden.get(row.applic) : undefined;
              if (reason) {
                return (
                  <tr key={i} className="print:hidden">
                    <td colSpan={7}>
                      <HiddenNote reason={reason} what={`Item ${row.item}`} />
                    </td>
                  </tr>
                );
              }
              const selected = item !== null && sameItem(row.item, item);
              return (
                <tr
                  key={i}
                  id={first ? rowDomId(row) : undefined}
                  aria-selected={selected}
                  className={`cursor-pointer ${selected || (row.id && highlight === row.id) ? 'bg-blue-50 outline-2 outline-blue-600' : 'hover:bg-slate-50'}`}
                  onClick={() => setItem(row.item)}
                >
                  <td className="border border-slate-300 px-2 py-1">{row.figure}</td>
                  <td className="border border-slate-300 px-2 py-1">
                    <button
                      type="button"
                      className="link"
                      onClick={() => setItem(row.item)}
                      aria-label={`Show item ${row.item} in the figure`}
                    >
                      {row.item}
                    </button>
                  </td>
                  <td className="border border-slate-300 px-2 py-1 font-mono">{row.partNumber}</td>
                  <td className="border border-slate-300 px-2 py-1">{row.manufacturer}</td>
                  <td
                    className="border border-slate-300 px-2 py-1"
                    style={{ paddingLeft: `${0.5 + (row.indenture - 1) * 0.75}rem` }}
                  >
                    {row.description || '—'}
                    {row.extra.length > 0 && (
                      <span className="block text-xs text-slate-600">
                        {row.extra.map(([k, v]) => `${k}: ${v}`).join(' · ')}
                      </span>
                    )}
                  </td>
                  <td className="border border-slate-300 px-2 py-1">{row.quantity}</td>
                  <td className="border border-slate-300 px-2 py-1">{row.unit ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const rowDomId = (row: PartRow) => domId(row.id ?? `item-${row.figure}-${row.item}-${row.variant}`);

function Figure({
  figure,
  active,
  onHotspot,
}: {
  figure: Block;
  active: ReadonlySet<string>;
  onHotspot: (h: Hotspot) => void;
}) {
  if (figure.t !== 'figure') return null;
  return <FigureBlock block={figure} active={active} onHotspot={onHotspot} />;
}
