import { INFORMATION_SETS, SET_DOMAINS } from '../../../s1000d/infosets/information-sets.ts';

type Props = {
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
};

/** Every information set, by domain, with a box to choose it. */
export function SetCatalogue({ chosen, onChange, disabled }: Props) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <div className="flex flex-col gap-4">
      {SET_DOMAINS.map(([domain, label]) => (
        <fieldset key={domain} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">{label}</legend>
          <ul className="grid gap-3 md:grid-cols-2">
            {INFORMATION_SETS.filter((s) => s.domain === domain).map((s) => {
              const codes = s.sections.reduce((n, x) => n + x.infoCodes.length, 0);
              return (
                <li key={s.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={chosen.includes(s.id)}
                      disabled={disabled}
                      onChange={(e) => toggle(s.id, e.target.checked)}
                    />
                    <span>
                      <span className="font-medium text-slate-900">{s.title}</span>
                      <span className="block text-slate-600">
                        {s.purpose} {codes} information code{codes === 1 ? '' : 's'} in{' '}
                        {s.sections.length} section{s.sections.length === 1 ? '' : 's'}.
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
