import { projectKey, type ExportableProject } from './use-project-export.ts';

const KIND = { pbsProjects: 'PBS', ipsProjects: 'IPS' } as const;

type Props = {
  projects: ExportableProject[];
  selected: Set<string>;
  onToggle: (key: string) => void;
};

/** The user's projects as a checklist, each marked PBS or IPS. */
export function ProjectPicker({ projects, selected, onToggle }: Props) {
  return (
    <ul
      aria-label="Projects to export"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {projects.map((p) => {
        const key = projectKey(p);
        return (
          <li key={key} className="flex items-center gap-3 px-4 py-2">
            <input
              id={key}
              type="checkbox"
              className="h-4 w-4"
              checked={selected.has(key)}
              onChange={() => onToggle(key)}
            />
            <label htmlFor={key} className="flex flex-1 items-center gap-2 text-slate-900">
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {KIND[p.collection]}
              </span>
              {p.name}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
