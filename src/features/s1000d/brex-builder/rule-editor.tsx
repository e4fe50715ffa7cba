import type { RuleDraft, ValueDraft } from '../../../s1000d/brex/builder/brex-draft.ts';
import { RuleTextField, type TextKey } from './rule-text-field.tsx';
import { VALUE_FORMS, VALUE_TAILORINGS } from '../../../s1000d/brex/brex-model.ts';

type Props = {
  index: number;
  rule: RuleDraft;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
  onTest: () => void;
  testing: boolean;
};

const FLAG_LABELS = { '0': 'Must not exist', '1': 'Must exist', '2': 'Values only' } as const;

/** The rule's short texts under its path: id, severity (brsl01 …) and the schema it holds in. */
const SHORT_FIELDS: { label: string; field: TextKey; placeholder: string | undefined }[] = [
  { label: 'Rule id', field: 'id', placeholder: undefined },
  { label: 'Severity', field: 'severity', placeholder: 'brsl01' },
  { label: 'Schema', field: 'context', placeholder: 'every' },
];

/** One structure rule: objectPath, allowedObjectFlag, objectUse, severity, context, values. */
export function RuleEditor({ index, rule, onChange, onRemove, onTest, testing }: Props) {
  const n = index + 1;
  const set = (patch: Partial<RuleDraft>) => onChange({ ...rule, ...patch });
  const setValue = (i: number, patch: Partial<ValueDraft>) =>
    set({ values: rule.values.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Rule {n}</legend>
      <div className="grid gap-2 md:grid-cols-[2fr_1fr]">
        <label className="text-sm">
          <span className="label">Object path (rule {n})</span>
          <input
            className="field mt-1 font-mono"
            value={rule.objectPath}
            onChange={(e) => set({ objectPath: e.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="label">Allowed (rule {n})</span>
          <select
            className="field mt-1"
            value={rule.allowedObjectFlag}
            onChange={(e) =>
              set({ allowedObjectFlag: e.target.value as RuleDraft['allowedObjectFlag'] })
            }
          >
            {(['0', '1', '2'] as const).map((f) => (
              <option key={f} value={f}>
                {FLAG_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <RuleTextField label={`Object use (rule ${n})`} field="objectUse" rule={rule} onSet={set} />
        <div className="grid grid-cols-3 gap-2">
          {SHORT_FIELDS.map((f) => (
            <RuleTextField key={f.field} {...f} rule={rule} onSet={set} />
          ))}
        </div>
      </div>
      {rule.values.length > 0 && (
        <ul className="flex flex-col gap-1">
          {rule.values.map((v, i) => (
            <li
              key={i}
              className="grid grid-cols-[auto_1fr_2fr_auto_auto] items-center gap-2 text-sm"
            >
              <select
                aria-label={`Value ${i + 1} form (rule ${n})`}
                className="field"
                value={v.form}
                onChange={(e) => setValue(i, { form: e.target.value as ValueDraft['form'] })}
              >
                {VALUE_FORMS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
              <input
                aria-label={`Value ${i + 1} allowed (rule ${n})`}
                className="field font-mono"
                value={v.allowed}
                onChange={(e) => setValue(i, { allowed: e.target.value })}
              />
              <input
                aria-label={`Value ${i + 1} meaning (rule ${n})`}
                className="field"
                value={v.meaning}
                onChange={(e) => setValue(i, { meaning: e.target.value })}
              />
              <select
                aria-label={`Value ${i + 1} tailoring (rule ${n})`}
                className="field"
                value={v.tailoring ?? 'closed'}
                onChange={(e) =>
                  setValue(i, { tailoring: e.target.value as ValueDraft['tailoring'] })
                }
              >
                {VALUE_TAILORINGS.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
              <button
                type="button"
                className="text-sm text-red-700 underline"
                onClick={() => set({ values: rule.values.filter((_, j) => j !== i) })}
              >
                Remove value
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3 text-sm">
        <button
          type="button"
          className="text-blue-700 underline"
          onClick={() =>
            set({ values: [...rule.values, { form: 'single', allowed: '', meaning: '' }] })
          }
        >
          Add value (rule {n})
        </button>
        <button
          type="button"
          className="text-blue-700 underline"
          disabled={testing}
          onClick={onTest}
        >
          Test rule {n}
        </button>
        <button type="button" className="text-red-700 underline" onClick={onRemove}>
          Remove rule {n}
        </button>
      </div>
    </fieldset>
  );
}
