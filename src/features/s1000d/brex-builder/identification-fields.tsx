import type { BrexDraft } from '../../../s1000d/brex/builder/brex-draft.ts';

type TextKey = 'code' | 'issueNumber' | 'inWork' | 'techName';

/** The BREX's own identification the author may change, in the order of its identAndStatusSection. */
const FIELDS: readonly { key: TextKey; label: string; wide?: boolean; mono?: boolean }[] = [
  { key: 'code', label: 'BREX code', wide: true, mono: true },
  { key: 'issueNumber', label: 'Issue number' },
  { key: 'inWork', label: 'In-work' },
  { key: 'techName', label: 'Technical name', wide: true },
];

type Props = { draft: BrexDraft; onChange: (patch: Partial<BrexDraft>) => void };

/** The text fields of the builder's identification step. */
export function IdentificationFields({ draft, onChange }: Props) {
  return FIELDS.map(({ key, label, wide, mono }) => (
    <label key={key} className={wide ? 'text-sm md:col-span-2' : 'text-sm'}>
      <span className="label">{label}</span>
      <input
        className={mono ? 'field mt-1 font-mono' : 'field mt-1'}
        value={draft[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </label>
  ));
}
