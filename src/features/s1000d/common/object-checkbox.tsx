import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';

type Props = {
  row: Pick<ObjectListing, 'k' | 'c' | 'n'>;
  checked: boolean;
  onToggle: (key: string) => void;
  /** The title on its own line under the code (a long list), rather than after it. */
  titleBelow?: boolean;
};

/** A checkbox that chooses an object, named by its code (monospaced) and its title. */
export function ObjectCheckbox({ row, checked, onToggle, titleBelow = false }: Props) {
  return (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        className={titleBelow ? 'mt-1' : undefined}
        checked={checked}
        onChange={() => onToggle(row.k)}
      />
      <span>
        <span className="font-mono text-xs break-all">{row.c}</span>
        {titleBelow ? <span className="block text-slate-600">{row.n}</span> : ` ${row.n}`}
      </span>
    </label>
  );
}
