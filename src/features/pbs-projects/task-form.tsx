import { useState } from 'react';
import { SelectField } from '../../ui/select-field.tsx';
import {
  splitList,
  TASK_STATUSES,
  TASK_TYPES,
  type FieldErrorsOfTask,
  type SupportTaskFields,
} from './support-task.ts';
import { TextField } from '../../ui/text-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

type Props = {
  initial: SupportTaskFields;
  submitLabel: string;
  disabled?: boolean;
  onCancel?: () => void;
  /** Returns what kept the change from being made, or null when it was made. */
  onSubmit: (fields: SupportTaskFields) => FieldErrorsOfTask | string | null;
};

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The fields of a support task; lists are edited as comma-separated text. */
export function TaskForm({ initial, submitLabel, disabled, onCancel, onSubmit }: Props) {
  const [form, setForm] = useState({
    ...initial,
    duration: String(initial.duration),
    personnel: String(initial.personnel),
    skills: initial.skills.join(', '),
    spares: initial.spares.join(', '),
  });
  const [errors, setErrors] = useState<FieldErrorsOfTask>({});
  const [problem, setProblem] = useState<string | null>(null);
  const text = (
    key: 'code' | 'title' | 'interval' | 'duration' | 'personnel' | 'skills' | 'spares',
  ) => ({
    value: form[key],
    disabled,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const result = onSubmit({
          ...form,
          duration: toNumber(form.duration),
          personnel: toNumber(form.personnel),
          skills: splitList(form.skills),
          spares: splitList(form.spares),
        });
        setErrors(typeof result === 'object' && result !== null ? result : {});
        setProblem(typeof result === 'string' ? result : null);
      }}
    >
      <TextField label="Task code" error={errors.code} {...text('code')} />
      <TextField label="Title" error={errors.title} {...text('title')} />
      <SelectField
        label="Type"
        value={form.type}
        options={TASK_TYPES}
        disabled={disabled}
        onChange={(type) => setForm({ ...form, type })}
      />
      <TextField label="Interval" placeholder="500 FH" {...text('interval')} />
      <TextField
        label="Duration (hours)"
        inputMode="decimal"
        error={errors.duration}
        {...text('duration')}
      />
      <TextField
        label="Personnel"
        inputMode="numeric"
        error={errors.personnel}
        {...text('personnel')}
      />
      <TextField label="Skills" placeholder="Mechanic, Avionics" {...text('skills')} />
      <TextField label="Spares" placeholder="PN-1, PN-2" {...text('spares')} />
      <SelectField
        label="Status"
        value={form.status}
        options={TASK_STATUSES}
        disabled={disabled}
        onChange={(status) => setForm({ ...form, status })}
      />
      <ErrorMessage plain className="sm:col-span-2" text={problem} />
      <div className="flex justify-end gap-3 sm:col-span-2">
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
