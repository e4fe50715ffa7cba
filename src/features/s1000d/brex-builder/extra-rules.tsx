import type { NarrativeDraft, NotationDraft } from '../../../s1000d/brex/builder/brex-draft.ts';

/** Notation rules: which notations (cgm, jpeg, svg …) objects may declare. */
export function NotationRules({
  notations,
  onChange,
}: {
  notations: NotationDraft[];
  onChange: (notations: NotationDraft[]) => void;
}) {
  const set = (i: number, patch: Partial<NotationDraft>) =>
    onChange(notations.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  return (
    <div className="flex flex-col gap-2">
      {notations.map((n, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto_2fr_auto] items-center gap-2 text-sm">
          <input
            aria-label={`Notation ${i + 1} name`}
            className="field font-mono"
            value={n.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <label className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={n.allowed}
              onChange={(e) => set(i, { allowed: e.target.checked })}
            />
            Allowed
          </label>
          <input
            aria-label={`Notation ${i + 1} use`}
            className="field"
            value={n.objectUse}
            onChange={(e) => set(i, { objectUse: e.target.value })}
          />
          <button
            type="button"
            className="text-red-700 underline"
            onClick={() => onChange(notations.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="self-start text-sm text-blue-700 underline"
        onClick={() => onChange([...notations, { id: '', name: '', allowed: true, objectUse: '' }])}
      >
        Add notation rule
      </button>
    </div>
  );
}

/** Narrative rules: business rules a checker cannot test, kept as text. */
export function NarrativeRules({
  narrative,
  onChange,
}: {
  narrative: NarrativeDraft[];
  onChange: (narrative: NarrativeDraft[]) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {narrative.map((n, i) => (
        <div key={i} className="flex items-start gap-2 text-sm">
          <textarea
            aria-label={`Narrative rule ${i + 1}`}
            className="field flex-1"
            rows={2}
            value={n.text}
            onChange={(e) =>
              onChange(narrative.map((m, j) => (j === i ? { ...m, text: e.target.value } : m)))
            }
          />
          <button
            type="button"
            className="text-red-700 underline"
            onClick={() => onChange(narrative.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="self-start text-sm text-blue-700 underline"
        onClick={() => onChange([...narrative, { id: '', text: '' }])}
      >
        Add narrative rule
      </button>
    </div>
  );
}
