import type { NarrativeDraft, NotationDraft } from '../../../s1000d/brex/builder/brex-draft.ts';
import { EditableRows } from './editable-rows.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

/** Notation rules: which notations (cgm, jpeg, svg …) objects may declare. */
export function NotationRules({
  notations,
  onChange,
}: {
  notations: NotationDraft[];
  onChange: (notations: NotationDraft[]) => void;
}) {
  return (
    <EditableRows
      rows={notations}
      onChange={onChange}
      blank={{ id: '', name: '', allowed: true, objectUse: '' }}
      addLabel="Add notation rule"
      rowClassName="grid grid-cols-[1fr_auto_2fr_auto] items-center gap-2 text-sm"
    >
      {(n, i, set) => (
        <>
          <input
            aria-label={`Notation ${i + 1} name`}
            className="field font-mono"
            value={n.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <CheckboxField
            label="Allowed"
            checked={n.allowed}
            onChange={(allowed) => set({ allowed })}
          />
          <input
            aria-label={`Notation ${i + 1} use`}
            className="field"
            value={n.objectUse}
            onChange={(e) => set({ objectUse: e.target.value })}
          />
        </>
      )}
    </EditableRows>
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
    <EditableRows
      rows={narrative}
      onChange={onChange}
      blank={{ id: '', text: '' }}
      addLabel="Add narrative rule"
      rowClassName="flex items-start gap-2 text-sm"
    >
      {(n, i, set) => (
        <textarea
          aria-label={`Narrative rule ${i + 1}`}
          className="field flex-1"
          rows={2}
          value={n.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      )}
    </EditableRows>
  );
}
