import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { FileField } from '../../../../ui/file-field.tsx';

/** A DML to merge: from the project's library (by key) or from a file the user chose. */
export type DmlSource = { name: string; key?: string; bytes?: Uint8Array };

type Props = {
  sources: readonly DmlSource[];
  projectDmls: readonly ObjectListing[];
  onAddFiles: (files: FileList) => void;
  onAddProjectDml: (row: ObjectListing) => void;
  onChange: (sources: DmlSource[]) => void;
};

/** The lists to merge, in order: the first is the base; files and the project's DMLs. */
export function DmlSources({ sources, projectDmls, onAddFiles, onAddProjectDml, onChange }: Props) {
  const move = (from: number) => {
    const next = [...sources];
    const [item] = next.splice(from, 1);
    next.splice(from - 1, 0, item!);
    onChange(next);
  };
  const unused = projectDmls.filter((row) => !sources.some((s) => s.key === row.k));
  return (
    <div className="flex flex-col gap-3">
      <FileField
        label="DML files"
        multiple
        accept=".xml,.XML"
        onFiles={onAddFiles}
        clearAfterChoosing
      />
      {unused.length > 0 && (
        <ul aria-label="The project's DMLs" className="flex flex-col gap-1 text-sm">
          {unused.map((row) => (
            <li key={row.k} className="flex items-center gap-2">
              <button type="button" className="btn-secondary" onClick={() => onAddProjectDml(row)}>
                Add {row.c}
              </button>
            </li>
          ))}
        </ul>
      )}
      {sources.length > 0 && (
        <ol aria-label="Lists to merge" className="flex flex-col gap-1 text-sm">
          {sources.map((s, i) => (
            <li key={`${s.name}-${i}`} className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs">{s.name}</span>
              {i === 0 && <span className="rounded bg-slate-100 px-2 text-xs">base</span>}
              {i > 0 && (
                <button type="button" className="text-blue-700 underline" onClick={() => move(i)}>
                  Move {s.name} up
                </button>
              )}
              <button
                type="button"
                className="text-blue-700 underline"
                onClick={() => onChange(sources.filter((_, j) => j !== i))}
              >
                Remove {s.name}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
