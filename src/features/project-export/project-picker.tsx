import { formatLongDateTime } from '../../lib/format-date.ts';
import { KIND_LABEL } from './kinds.ts';
import { projectKey, type ExportableProject } from './use-project-export.ts';
import { CardList } from '../../ui/card-list.tsx';

/** PLM data records have no name: they are told apart by when they were saved. */
const titleOf = (p: ExportableProject) =>
  p.name || `${KIND_LABEL[p.collection].one} saved ${formatLongDateTime(p.createdAt)}`;

type Props = {
  projects: ExportableProject[];
  selected: Set<string>;
  onToggle: (key: string) => void;
};

/** The user's projects as a checklist, each marked PBS or IPS. */
export function ProjectPicker({ projects, selected, onToggle }: Props) {
  return (
    <CardList label="Projects to export">
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
                {KIND_LABEL[p.collection].tag}
              </span>{' '}
              {titleOf(p)}
            </label>
          </li>
        );
      })}
    </CardList>
  );
}
