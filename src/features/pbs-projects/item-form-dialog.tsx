import { useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import type { PbsItemFields } from './pbs-item.ts';
import { TextField } from '../../ui/text-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

type Props = {
  title: string;
  initial: PbsItemFields;
  submitLabel: string;
  onClose: () => void;
  /** Returns the errors that kept the change from being made, or null when it was made. */
  onSubmit: (fields: PbsItemFields) => FieldErrors<keyof PbsItemFields> | string | null;
};

export function ItemFormDialog({ title, initial, submitLabel, onClose, onSubmit }: Props) {
  const [fields, setFields] = useState(initial);
  const [quantityText, setQuantityText] = useState(String(initial.quantity));
  const [errors, setErrors] = useState<FieldErrors<keyof PbsItemFields>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof PbsItemFields) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [key]: e.target.value });
  return (
    <Modal title={title} open onClose={onClose}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const quantity = quantityText.trim() === '' ? Number.NaN : Number(quantityText);
          const result = onSubmit({ ...fields, quantity });
          if (result === null) return onClose();
          if (typeof result === 'string') return setProblem(result);
          setErrors(result);
        }}
      >
        <TextField
          label="Identifier"
          value={fields.identifier}
          error={errors.identifier}
          onChange={set('identifier')}
        />
        <TextField label="Name" value={fields.name} error={errors.name} onChange={set('name')} />
        <TextField label="Part number" value={fields.partNumber} onChange={set('partNumber')} />
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={quantityText}
          error={errors.quantity}
          onChange={(e) => setQuantityText(e.target.value)}
        />
        <TextField
          label="SNS code"
          placeholder="DA1-10-00"
          value={fields.snsCode}
          error={errors.snsCode}
          onChange={set('snsCode')}
          className="sm:col-span-2"
        />
        <TextField
          label="Notes"
          multiline
          value={fields.notes}
          onChange={set('notes')}
          className="sm:col-span-2"
        />
        <ErrorMessage plain className="sm:col-span-2" text={problem} />
        <div className="flex justify-end gap-3 sm:col-span-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
