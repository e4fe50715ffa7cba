import type { PbsItem } from './pbs-item.ts';

/** The item's fields as a description list. */
export function ItemDetails({ item, parentName }: { item: PbsItem; parentName: string | null }) {
  const rows: [string, string][] = [
    ['Identifier', item.identifier],
    ['Name', item.name],
    ['Part number', item.partNumber || '—'],
    ['Quantity', String(item.quantity)],
    ['SNS code', item.snsCode || '—'],
    ['Parent', parentName ?? 'Top level'],
    ['Notes', item.notes || '—'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
