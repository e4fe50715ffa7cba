import type { ReactNode } from 'react';

type Props = {
  /** Label and value pairs, in the order shown. */
  facts: readonly (readonly [string, ReactNode])[];
  /** Shown for a missing value; without it, a fact with no value is left out. */
  empty?: string;
};

/** Facts about one thing (an object, a delivery, an issue) as a two-column definition list. */
export function FactList({ facts, empty }: Props) {
  const shown = empty === undefined ? facts.filter(([, value]) => value) : facts;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-all text-slate-900">{value || empty}</dd>
        </div>
      ))}
    </dl>
  );
}
