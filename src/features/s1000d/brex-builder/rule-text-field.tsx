import type { RuleDraft } from '../../../s1000d/brex/builder/brex-draft.ts';

export type TextKey = 'objectUse' | 'id' | 'severity' | 'context';

/** One of a rule's text inputs, labelled above, writing the rule field it names. */
export function RuleTextField(props: {
  label: string;
  field: TextKey;
  placeholder?: string | undefined;
  rule: RuleDraft;
  onSet: (patch: Partial<RuleDraft>) => void;
}) {
  const { label, field, placeholder, rule, onSet } = props;
  return (
    <label className="text-sm">
      <span className="label">{label}</span>
      <input
        className="field mt-1"
        placeholder={placeholder}
        value={rule[field]}
        onChange={(e) => onSet({ [field]: e.target.value })}
      />
    </label>
  );
}
