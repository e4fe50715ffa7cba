import { useId } from 'react';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { ApplicAssert } from '../../../../s1000d/applic/applic-statement.ts';
import { toggleValue } from './statement-tree.ts';
import { OptionGroup, SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';

type Props = {
  assert: ApplicAssert;
  properties: readonly ApplicProperty[];
  label: string;
  onChange: (assert: ApplicAssert) => void;
  onRemove?: () => void;
};

const keyOf = (p: { type: string; ident: string }) => `${p.type}/${p.ident}`;

/** One assert: a product attribute or condition, and its values (a set a|b, or a range a~b). */
export function AssertRow({ assert, properties, label, onChange, onRemove }: Props) {
  const id = useId();
  const property = properties.find((p) => keyOf(p) === keyOf(assert));
  const enumerated = property?.values?.split('|').filter((v) => !v.includes('~')) ?? [];
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Property"
          value={assert.ident ? keyOf(assert) : ''}
          none="Choose an attribute or condition"
          onChange={(key) => {
            const chosen = properties.find((p) => keyOf(p) === key);
            onChange({
              kind: 'assert',
              ident: chosen?.ident ?? '',
              type: chosen?.type ?? 'prodattr',
              values: '',
            });
          }}
        >
          {(['prodattr', 'condition'] as const).map((type) => (
            <OptionGroup
              key={type}
              label={type === 'prodattr' ? 'Product attributes (ACT)' : 'Conditions (CCT)'}
              options={properties
                .filter((p) => p.type === type)
                .map((p) => [keyOf(p), `${p.displayName || p.name || p.ident} (${p.ident})`])}
            />
          ))}
        </SelectField>
        <TextField
          label="Values"
          className="grow"
          value={assert.values}
          placeholder="a|b for a set, low~high for a range"
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange({ ...assert, values: e.target.value.trim() })}
        />
        {onRemove && (
          <button type="button" className="btn-secondary" onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {property?.values
          ? `Allowed: ${property.values.split('|').join(', ')}.`
          : property?.pattern
            ? `Allowed: values matching ${property.pattern}.`
            : 'Any value; a|b for a set, low~high for a range.'}
      </p>
      {enumerated.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`${label} values`}>
          {enumerated.map((value) => {
            const on = assert.values.split('|').includes(value);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={on}
                className={on ? 'btn-primary' : 'btn-secondary'}
                onClick={() =>
                  onChange({ ...assert, values: toggleValue(assert.values, value, enumerated) })
                }
              >
                {value}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
