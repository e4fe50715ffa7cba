import {
  STE_ISSUE,
  STE_RULES,
  STE_SEVERITIES,
  type SteRuleId,
} from '../../../s1000d/ste/ste-rules.ts';
import type { RuleSetting, SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { ResultTable } from '../common/result-table.tsx';

type Props = {
  settings: SteSettings;
  disabled: boolean;
  onChange: (rule: SteRuleId, setting: RuleSetting) => void;
};

/** Each rule the checker knows, with its ASD-STE100 numbers: on or off, and its severity. */
export function SteRulesTable({ settings, disabled, onChange }: Props) {
  return (
    <ResultTable
      caption={<>Rule numbers of {STE_ISSUE}.</>}
      captionClassName="px-3 py-2 text-left text-xs text-slate-600"
      columns={['Rule', 'ASD-STE100', 'On', 'Severity']}
    >
      {STE_RULES.map((rule) => {
        const setting = settings.rules[rule.id];
        return (
          <tr key={rule.id}>
            <td className="px-3 py-2">{rule.title}</td>
            <td className="px-3 py-2 font-mono text-xs">{rule.numbers}</td>
            <td className="px-3 py-2">
              <input
                type="checkbox"
                aria-label={`${rule.title}: on`}
                checked={setting.on}
                disabled={disabled}
                onChange={(e) => onChange(rule.id, { ...setting, on: e.target.checked })}
              />
            </td>
            <td className="px-3 py-2">
              <select
                className="field"
                aria-label={`Severity of ${rule.title}`}
                value={setting.severity}
                disabled={disabled}
                onChange={(e) =>
                  onChange(rule.id, {
                    ...setting,
                    severity: e.target.value as RuleSetting['severity'],
                  })
                }
              >
                {STE_SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        );
      })}
    </ResultTable>
  );
}
