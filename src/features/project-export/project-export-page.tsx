import { Download, Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useViewer } from '../../app/session/use-viewer.ts';
import { Loading } from '../../ui/loading.tsx';
import { encodeBundle, type ExportableCollection } from './bundle.ts';
import { BundleError } from './bundle-values.ts';
import { downloadFile } from './browser-file.ts';
import { ImportPanel } from './import-panel.tsx';
import { ProjectPicker } from './project-picker.tsx';
import { projectKey, useProjectExport } from './use-project-export.ts';

const READ_ONLY_TEXT =
  'You are viewing as another user: importing is disabled. Exit View As to import projects.';
const AREA = { pbsProjects: 'pbs-projects', ipsProjects: 'ips-projects' } as const;

export default function ProjectExportPage() {
  const viewer = useViewer();
  const canImport = !viewer.readOnly && viewer.can('project-export', 'create');
  const canCreate = useCallback(
    (c: ExportableCollection) => viewer.can(AREA[c], 'create'),
    [viewer],
  );
  const { projects, error, importFile } = useProjectExport(canCreate);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [exportError, setExportError] = useState<string | null>(null);
  if (!viewer.can('project-export', 'view')) {
    return <p className="text-slate-600">Your role cannot export or import projects.</p>;
  }
  if (projects === null) return <Loading text="Loading content..." />;

  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const allSelected = projects.length > 0 && selected.size === projects.length;
  const download = () => {
    const now = new Date();
    try {
      const text = encodeBundle(
        projects.filter((p) => selected.has(projectKey(p))),
        now,
      );
      downloadFile(`ips-studio-projects-${now.toISOString().slice(0, 10)}.json`, text);
      setExportError(null);
    } catch (cause) {
      if (!(cause instanceof BundleError)) throw cause;
      setExportError(`The export could not be made: ${cause.message}`);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold text-slate-900">Project Export</h1>
      {viewer.readOnly && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Info aria-hidden className="h-4 w-4 shrink-0" />
          {READ_ONLY_TEXT}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <section aria-labelledby="export-heading" className="flex flex-col gap-3">
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Export
        </h2>
        {projects.length === 0 ? (
          <p className="text-slate-600">You have no PBS or IPS projects to export.</p>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={allSelected}
                onChange={() => setSelected(new Set(allSelected ? [] : projects.map(projectKey)))}
              />
              Select all
            </label>
            <ProjectPicker projects={projects} selected={selected} onToggle={toggle} />
            <button
              type="button"
              className="btn-primary w-fit"
              disabled={selected.size === 0}
              onClick={download}
            >
              <Download aria-hidden className="h-4 w-4" /> Download {selected.size} project
              {selected.size === 1 ? '' : 's'}
            </button>
          </>
        )}
        {exportError && (
          <p role="alert" className="text-sm text-red-700">
            {exportError}
          </p>
        )}
      </section>
      <ImportPanel disabled={!canImport} onImport={importFile} />
    </div>
  );
}
