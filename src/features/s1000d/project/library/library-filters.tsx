import type { facetsOf, LibraryFilter } from '../../common/library-rows.ts';
import { STATUSES } from '../../common/library-rows.ts';
import { BREX_STATUS_KEYS } from '../../common/brex-status.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { SearchField } from '../../../../ui/search-field.tsx';

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
      <SearchField
        className="min-w-64 flex-1"
        label="Search codes and titles"
        placeholder="Search codes and titles"
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
      {FACETS.map(([key, label]) => (
        <SelectField
          key={key}
          label={label}
          value={filter[key]}
          options={facets[key]}
          none="All"
          onChange={(value) => onChange({ ...filter, [key]: value })}
        />
      ))}
      <SelectField<LibraryFilter['brex']>
        label="BREX status"
        value={filter.brex}
        options={BREX_STATUS_KEYS}
        none="All"
        onChange={(brex) => onChange({ ...filter, brex })}
      />
      <SelectField<LibraryFilter['status']>
        label="Status"
        value={filter.status}
        options={STATUSES}
        none="Current (not deleted)"
        onChange={(status) => onChange({ ...filter, status })}
      />
    </div>
  );
}
