import { S_SERIES } from './ips-project.ts';

type Props = { chosen: string[]; onChange: (chosen: string[]) => void };

export function SpecificationsStep({ chosen, onChange }: Props) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label">S-Series specifications in scope</legend>
      {S_SERIES.map(([code, title]) => (
        <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={chosen.includes(code)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))
            }
          />
          <strong>{code}</strong> {title}
        </label>
      ))}
    </fieldset>
  );
}
