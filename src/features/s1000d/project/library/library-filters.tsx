import { Search } from 'lucide-react';
import type { facetsOf, LibraryFilter } from '../../shared/library-rows.ts';
import { STATUSES } from '../../shared/library-rows.ts';
import { BREX_STATUS_KEYS } from '../../shared/brex-status.ts';

type Props = {
  filter: LibraryFilter;
  facets: ReturnType<typeof facetsOf>;
  onChange: (filter: LibraryFilter) => void;
};

const FACETS = [
  ['kind', 'Kind'],
  ['schema', 'Schema'],
  ['infoCode', 'Information code'],
  ['sns', 'SNS'],
  ['language', 'Language'],
  ['issue', 'S1000D issue'],
] as const;

/** Search over codes and titles, and one select per facet the project has. */
export function LibraryFilters({ filter, facets, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="relative min-w-64 flex-1">
        <Search aria-hidden className="absolute top-2.5 left-3 h-4 w-4 text-slate-500" />
        <input
          type="search"
          aria-label="Search codes and titles"
          placeholder="Search codes and titles"
          className="field pl-9"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </div>
      {FACETS.map(([key, label]) => (
        <label key={key} className="flex flex-col gap-1">
          <span className="label">{label}</span>
          <select
            className="field"
            value={filter[key]}
            onChange={(e) => onChange({ ...filter, [key]: e.target.value })}
          >
            <option value="">All</option>
            {facets[key].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="flex flex-col gap-1">
        <span className="label">BREX status</span>
        <select
          className="field"
          value={filter.brex}
          onChange={(e) => onChange({ ...filter, brex: e.target.value as LibraryFilter['brex'] })}
        >
          <option value="">All</option>
          {BREX_STATUS_KEYS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="label">Status</span>
        <select
          className="field"
          value={filter.status}
          onChange={(e) =>
            onChange({ ...filter, status: e.target.value as LibraryFilter['status'] })
          }
        >
          <option value="">Current (not deleted)</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
