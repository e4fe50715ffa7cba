import { useState } from 'react';
import { MESSAGES } from '../lib/messages.ts';

type Props = { saved: string; onSave: (name: string) => Promise<void>; disabled?: boolean };

/** View → Edit → Save (trimmed, 'Saving...') or Cancel (back to the saved name). */
export function DisplayNameEditor({ saved, onSave, disabled = false }: Props) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(saved);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <div className="flex items-center justify-between gap-2">
        <span className="text-slate-900">{saved}</span>
        <button
          type="button"
          className="btn-secondary px-3 py-1"
          disabled={disabled}
          onClick={() => {
            setValue(saved);
            setEditing(true);
          }}
        >
          Edit
        </button>
      </div>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      await onSave(value.trim());
      setEditing(false);
    } catch (error) {
      console.error('Profile update failed', error);
      window.alert(MESSAGES.profileUpdateFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="label" htmlFor="display-name">
        Display name
      </label>
      <input
        id="display-name"
        className="field"
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
      />
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary px-3 py-1"
          disabled={!value.trim() || saving}
          onClick={save}
        >
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1"
          disabled={saving}
          onClick={() => {
            setValue(saved);
            setEditing(false);
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
