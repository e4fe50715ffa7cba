import { useState } from 'react';
import { SelectField } from '../../../ui/select-field.tsx';
import type { ReasonForUpdate, ReasonInput } from '../../../s1000d/authoring/reasons-for-update.ts';
import { SideSection } from './side-section.tsx';

const CHANGE_TYPES = ['add', 'modify', 'delete'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

type Props = {
  reasons: readonly ReasonForUpdate[];
  /** The update reason types the BREX in force allows (urt01…). */
  types: readonly string[];
  /** Codes of the project's BREX data modules, for the BREX reference. */
  brexCodes: readonly string[];
  onAdd: (input: ReasonInput) => void;
  onEdit: (id: string, input: ReasonInput) => void;
  onMarkChange: (changeType: ChangeType, reasonIds: string[]) => void;
  onSetBrex: (code: string) => void;
};

/**
 * Reasons for update (add, edit), change marks on the element at the cursor, the BREX
 * reference. Refusals show in the identification panel's error line.
 */
export function ReasonsPanel(props: Props) {
  const { reasons, types, brexCodes, onAdd, onEdit, onMarkChange, onSetBrex } = props;
  const [editing, setEditing] = useState<string>('');
  const [reason, setReason] = useState('');
  const [type, setType] = useState('');
  const [highlight, setHighlight] = useState(true);
  const [changeType, setChangeType] = useState<ChangeType>('modify');
  const [brex, setBrex] = useState('');
  const pick = (id: string) => {
    const r = reasons.find((x) => x.id === id);
    setEditing(id);
    setReason(r?.text ?? '');
    setType(r?.type ?? '');
    setHighlight(r?.highlight ?? true);
  };
  const input: ReasonInput = { text: reason, highlight, ...(type ? { type } : {}) };
  return (
    <SideSection id="rfu-heading" title="Reasons for update">
      <SelectField
        label="Reason"
        value={editing}
        none="New reason…"
        options={reasons.map((r) => r.id)}
        labels={(id) => {
          const r = reasons.find((x) => x.id === id);
          return `${id} ${r?.type ?? ''} ${r?.text ?? ''}`;
        }}
        onChange={pick}
      />
      <label className="flex flex-col">
        Text of the reason
        <input className="field" value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <SelectField
        label="Update reason type"
        value={type}
        none="(none)"
        options={types}
        onChange={setType}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={highlight}
          onChange={(e) => setHighlight(e.target.checked)}
        />
        Highlight the change (updateHighlight)
      </label>
      <button
        type="button"
        className="btn-secondary self-start"
        onClick={() => (editing ? onEdit(editing, input) : onAdd(input))}
      >
        {editing ? 'Save the reason' : 'Add the reason'}
      </button>
      <div className="flex items-end gap-2">
        <SelectField
          label="Change type"
          value={changeType}
          options={CHANGE_TYPES}
          onChange={setChangeType}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onMarkChange(changeType, editing ? [editing] : reasons.map((r) => r.id))}
        >
          Mark the element at the cursor
        </button>
      </div>
      <div className="flex items-end gap-2">
        <SelectField
          label="BREX reference"
          value={brex}
          none="Choose a BREX of the project…"
          options={brexCodes}
          onChange={setBrex}
        />
        <button
          type="button"
          className="btn-secondary"
          disabled={!brex}
          onClick={() => onSetBrex(brex)}
        >
          Set BREX
        </button>
      </div>
    </SideSection>
  );
}
