import { useState } from 'react';
import type { StoredBrdpDecision } from '../../../domain/brdps.ts';
import {
  DECISION_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  newDecision,
  type Brdp,
} from '../../../s1000d/brdp/brdp-model.ts';
import {
  BRDP_FILTERS,
  FILTER_LABELS,
  categoriesOf,
  filterBrdps,
  type BrdpFilter,
} from './brdp-filter.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { CardList } from '../../../ui/card-list.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const SHOWN = 150;

type Props = {
  brdps: readonly Brdp[];
  decisions: ReadonlyMap<string, StoredBrdpDecision>;
  /** Opens the decision form for a BRDP; absent where decisions are read only. */
  onDecide?: (brdp: Brdp) => void;
};

/** The BRDPs with their decisions: filter, search, and (when allowed) decide. */
export function DecisionList({ brdps, decisions, onDecide }: Props) {
  const [filter, setFilter] = useState<BrdpFilter>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const kindOf = (id: string) => decisions.get(id)?.kind ?? 'pending';
  const found = filterBrdps(brdps, kindOf, filter, search, category);
  const decided = brdps.filter((b) => kindOf(b.id) !== 'pending').length;
  return (
    <section aria-labelledby="brdp-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="brdp-list" className="mr-auto text-lg font-semibold text-slate-900">
          Decision points ({decided} of {brdps.length} decided)
        </h2>
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Show"
          value={filter}
          options={BRDP_FILTERS}
          labels={FILTER_LABELS}
          onChange={setFilter}
        />
        <SelectField
          label="Category"
          value={category}
          options={categoriesOf(brdps)}
          none="All categories"
          onChange={setCategory}
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {found.length === 0
          ? 'No BRDP matches.'
          : found.length > SHOWN
            ? `Showing ${SHOWN} of ${found.length} matching BRDPs: narrow the search to see the rest.`
            : `${found.length} matching BRDP${found.length === 1 ? '' : 's'}.`}
      </p>
      <CardList label="BRDPs">
        {found.slice(0, SHOWN).map((b) => {
          const d = decisions.get(b.id) ?? { ...newDecision(b.id), updatedAt: null, updatedBy: '' };
          return (
            <li
              key={b.id}
              aria-label={b.id}
              className="flex flex-wrap items-start gap-3 p-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  <span className="font-mono">{b.id}</span> {b.title}
                  {b.retired && (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">Retired</span>
                  )}
                </p>
                <p className="text-slate-600">
                  {b.category && `Category ${b.category}`}
                  {b.chapter && ` · ${b.chapter}`}
                </p>
                <p className="text-slate-800">
                  {DECISION_LABELS[d.kind]}
                  {d.kind !== 'pending' &&
                    ` · ${d.decisionNumber} · priority ${PRIORITY_LABELS[d.priority]} · ${STATUS_LABELS[d.status]}${d.owner ? ` · owner ${d.owner}` : ''}`}
                </p>
                {d.brexRules.length > 0 && (
                  <p className="text-slate-600">BREX rules: {d.brexRules.join(', ')}</p>
                )}
              </div>
              {onDecide && (
                <button type="button" className="btn-secondary" onClick={() => onDecide(b)}>
                  Decide {b.id}
                </button>
              )}
            </li>
          );
        })}
      </CardList>
    </section>
  );
}
