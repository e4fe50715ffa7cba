import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../ui/error-message.tsx';

type Field = { key: string; label: string; placeholder?: string };

type Props = {
  title: string;
  fields: Field[];
  submitLabel: string;
  /** Resolves to a message when the input is refused; the form keeps it for correcting. */
  onSubmit: (values: Record<string, string>) => Promise<string | null>;
};

const empty = (fields: Field[]) => Object.fromEntries(fields.map((f) => [f.key, '']));

/** A row of labelled inputs that adds one thing, with its refusal announced as an alert. */
export function InlineForm({ title, fields, submitLabel, onSubmit }: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() => empty(fields));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await onSubmit(values);
    setBusy(false);
    setError(problem);
    if (!problem) setValues(empty(fields));
  };
  return (
    <form
      aria-label={title}
      className="flex flex-col gap-2"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      {/* Locked while saving: what is typed meanwhile would be cleared, or saved over this. */}
      <fieldset disabled={busy} className="flex flex-wrap items-end gap-2">
        {fields.map((f) => (
          <label key={f.key} htmlFor={`${id}-${f.key}`} className="label flex-1">
            {f.label}
            <input
              id={`${id}-${f.key}`}
              className="field mt-1"
              placeholder={f.placeholder}
              value={values[f.key] ?? ''}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="btn-secondary">
          {submitLabel}
        </button>
      </fieldset>
      <ErrorMessage text={error} plain />
    </form>
  );
}
