import { useState } from 'react';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export type IdNameValues = { id: string; name: string; values: string };

type Props = {
  /** The labels: "<labels.id>", "<labels.name>", "<labels.values>". */
  labels: { id: string; name: string; values: string };
  value: IdNameValues;
  onChange: (value: IdNameValues) => void;
};

/** The id, name and allowed values of a new attribute or condition type. */
export function IdNameValuesFields({ labels, value, onChange }: Props) {
  return (
    <>
      <TextField
        label={labels.id}
        value={value.id}
        onChange={(e) => onChange({ ...value, id: e.target.value.trim() })}
      />
      <TextField
        label={labels.name}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <TextField
        label={labels.values}
        placeholder="a|b or low~high; empty: any value"
        value={value.values}
        onChange={(e) => onChange({ ...value, values: e.target.value.trim() })}
      />
    </>
  );
}

const blank: IdNameValues = { id: '', name: '', values: '' };

/**
 * The form under the ACT's attributes and the CCT's condition types that adds one more: its
 * fields are labelled "New <noun> id/name/values" and empty again after each add. `onAdd` adds
 * the entry and returns nothing, or returns what is wrong with it and adds nothing: the form then
 * says why and keeps what was typed.
 */
export function AddIdNameValuesForm({
  formLabel,
  noun,
  submitLabel,
  onAdd,
}: {
  formLabel: string;
  noun: string;
  submitLabel: string;
  onAdd: (value: IdNameValues) => readonly string[];
}) {
  const [draft, setDraft] = useState(blank);
  const [problems, setProblems] = useState<readonly string[]>([]);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={formLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const refused = onAdd(draft);
        setProblems(refused);
        if (!refused.length) setDraft(blank);
      }}
    >
      <IdNameValuesFields
        labels={{ id: `New ${noun} id`, name: `New ${noun} name`, values: `New ${noun} values` }}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setProblems([]);
        }}
      />
      <button type="submit" className="btn-secondary">
        {submitLabel}
      </button>
      <ErrorMessage plain className="basis-full" text={problems.join(' ')} />
    </form>
  );
}
